import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPTS = resolve(__dirname, '..');

/**
 * `npm start` asks `node scripts/stack.mjs --check` whether a stack runs before it installs anything: on a fresh
 * clone there is no node_modules yet, so the check must need nothing from npm. The scripts are copied where no
 * node_modules can be found (a temporary directory outside the repository) and run there.
 */
describe('node scripts/stack.mjs --check on a clone without node_modules', () => {
  let clone: string;

  beforeEach(() => {
    clone = mkdtempSync(join(tmpdir(), 'medi-fresh-clone-'));
    cpSync(SCRIPTS, join(clone, 'scripts'), { recursive: true });
  });

  afterEach(() => rmSync(clone, { recursive: true, force: true }));

  const check = () =>
    spawnSync(process.execPath, [join(clone, 'scripts', 'stack.mjs'), '--check'], {
      cwd: clone,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        STACK_RUN_DIR: join(clone, '.run'),
        STACK_DATA_DIR: join(clone, '.data'),
      },
    });

  it('answers that no stack runs, with status 0', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('answers that one runs, with its address and status 1', async () => {
    // A process whose command line names stack.mjs, as the lock's holder must, stands in for a live stack.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'stack.mjs'], {
      stdio: 'ignore',
    });
    try {
      mkdirSync(join(clone, '.run'));
      writeFileSync(
        join(clone, '.run', 'stack.lock'),
        JSON.stringify({ pid: holder.pid, url: 'http://localhost:8080', children: [] }),
      );
      const result = check();
      expect(result.stderr).toContain(
        `MediScribe is already running (pid ${holder.pid}): http://localhost:8080`,
      );
      expect(result.status).toBe(1);
    } finally {
      const exited = new Promise((resolveExit) => holder.once('exit', resolveExit));
      holder.kill();
      await exited;
    }
  });
});
