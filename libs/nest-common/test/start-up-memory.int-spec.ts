import { runFixture } from './support/run-fixture';

describe('releaseStartUpMemory', () => {
  it('gives back the young generation start-up grew, once allocation has calmed down', async () => {
    const { status, output } = await runFixture('start-up-memory.main.ts');

    expect({ status, tail: status === 0 ? '' : output.slice(-1_500) }).toEqual({ status: 0, tail: '' });
    const { grown, after } = JSON.parse(output) as { grown: number; after: number };
    expect(grown).toBeGreaterThanOrEqual(16);
    expect(after).toBeLessThanOrEqual(grown / 4);
  }, 20_000);
});
