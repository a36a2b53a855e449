import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The policy is an ES module of the stack's scripts: jest (CommonJS here) cannot import it, so a child Node runs it
// with the crash times given and prints each answer.
function pausesFor(options: object, crashTimes: number[]): (number | null)[] {
  const script = `
    import { RestartPolicy } from ${JSON.stringify(join(__dirname, 'restart-policy.mjs'))};
    const policy = new RestartPolicy(${JSON.stringify(options)});
    console.log(JSON.stringify(${JSON.stringify(crashTimes)}.map((at) => policy.recordCrash(at))));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as (number | null)[];
}

describe('RestartPolicy', () => {
  it('doubles the pause from 0.5 s and gives up at the fifth crash within the window', () => {
    expect(pausesFor({ maxCrashes: 5, windowMs: 120_000 }, [0, 1_000, 3_000, 7_000, 15_000])).toEqual([
      500,
      1_000,
      2_000,
      4_000,
      null,
    ]);
  });

  it('caps the pause', () => {
    expect(pausesFor({ maxCrashes: 10, windowMs: 120_000, maxDelayMs: 3_000 }, [0, 1, 2, 3, 4])).toEqual([
      500, 1_000, 2_000, 3_000, 3_000,
    ]);
  });

  it('forgets crashes older than the window, so a process that crashes now and then is always restarted', () => {
    const hourly = [0, 1, 2, 3, 4, 5].map((hour) => hour * 3_600_000);
    expect(pausesFor({ maxCrashes: 2, windowMs: 120_000 }, hourly)).toEqual([500, 500, 500, 500, 500, 500]);
  });
});
