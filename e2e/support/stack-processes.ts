import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pid of one of the end-to-end stack's processes, as the stack's lock records it. */
export function stackProcessPid(name: string): number {
  const lock = JSON.parse(readFileSync(join(process.env.E2E_STACK_RUN_DIR!, 'stack.lock'), 'utf8')) as {
    children: { name: string; pid: number }[];
  };
  const child = lock.children.find((candidate) => candidate.name === name);
  if (!child) throw new Error(`the stack runs no process named ${name}`);
  return child.pid;
}

/**
 * The process makes no progress until the returned function is called (SIGSTOP, SIGCONT): to the gateway it is a
 * service with no live replica, as during a restart.
 */
export function pauseStackProcess(name: string): () => void {
  const pid = stackProcessPid(name);
  process.kill(pid, 'SIGSTOP');
  return () => process.kill(pid, 'SIGCONT');
}
