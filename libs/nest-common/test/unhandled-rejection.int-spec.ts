import { runFixture } from './support/run-fixture';

describe('a promise that rejects with no handler, in an app with the modules every process has', () => {
  it('is logged with its correlation id and counted, and the process keeps running', async () => {
    const { status, output } = await runFixture('forgotten-rejection.main.ts');

    expect({ status, tail: status === 0 ? '' : output.slice(-1_500) }).toEqual({ status: 0, tail: '' });
    const logged = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; correlationId?: string; err?: { message?: string } })
      .find((line) => line.msg?.startsWith('A promise rejected with no handler'));
    expect(logged).toMatchObject({
      correlationId: 'corr-forgotten-1',
      err: { message: 'a reply nobody waited for' },
    });
    expect(output).toMatch(/^medi_unhandled_rejections_total 1$/m);
  });
});
