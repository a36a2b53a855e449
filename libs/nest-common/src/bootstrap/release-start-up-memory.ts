import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Start-up's last allocations (connections, the first probes) are over this long after listening. */
const AFTER_LISTENING_MS = 5_000;
/**
 * V8 shrinks the young generation at a collection only when less than 1 KB/ms was allocated since the collection
 * before, measured over at least 5 s.
 */
const BETWEEN_COLLECTIONS_MS = 6_000;

/**
 * Two full garbage collections once start-up is over. Loading modules and building Nest's container grow V8's young
 * generation to its maximum (32 MB) and leave garbage in the old one. An idle process may then go minutes without a
 * collection, so how much it kept resident was luck: `node scripts/stack.mjs --memory` read the gateway at 99-144 MB
 * and the session service at 90-136. The first collection takes start-up's garbage; the second, with next to nothing
 * allocated in between, lets V8 give the young generation back (gateway 99-108 MB, session service 91-95). It grows
 * again when load needs it. Each process's main calls it, not the bootstrap functions the tests share: in a test
 * runner's process, with its far larger heap, each full collection would pause every test running there.
 */
export function releaseStartUpMemory(afterMs = AFTER_LISTENING_MS): void {
  setTimeout(() => {
    const collect = fullCollection();
    collect();
    setTimeout(collect, BETWEEN_COLLECTIONS_MS).unref();
  }, afterMs).unref();
}

function fullCollection(): () => void {
  // gc() exists only with --expose-gc: a context made after the flag is set has it, and it collects the whole heap.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
