// The V8 flags the stack runs each of its Node children with, by the app the child runs. They are node arguments,
// not NODE_OPTIONS, so that each child gets its own and nothing below it inherits them (and V8 refuses
// --initial-old-space-size in NODE_OPTIONS). The containers' commands (docker-compose.yml, k8s/) pass those of
// CONTAINER_NODE_FLAGS, which the deployment manifests' spec checks.
//
// A semi-space of 1 MB instead of V8's 16 MB: an idle child keeps ~35 MB less resident (the young generation is
// grown to its maximum during start-up and kept), at the cost of more frequent scavenges under load. Not for the
// gateway and the session service, which carry the live audio: with it, `npm run bench` at 200 live consultations
// measured 0.568 ms of CPU per frame against 0.511 ms without (the Speech SDK's thread, which inherits the flag,
// 0.152 against 0.129 ms), and a p95 of 681 against 201 ms; 64 MB gained nothing over the default (0.551 ms).
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];
// The live path's processes keep 30-40 MB of live heap. V8 sets the old generation's limit to 1.5-2 times that and
// starts marking once less room is left than the young generation may fill, so at 200 live consultations each ran
// a full collection every 0.3 s (29-47 in 12 s in the session service) for little garbage. With the limit starting
// at 128 MB they run 1-11. `npm run bench`, two runs each, base and change alternately: CPU per frame (gateway,
// session service without the SDK, Redis) at 50 / 100 / 200 live consultations 0.88-0.92 / 0.49-0.56 / 0.38-0.41 ms
// against 1.02-1.09 / 0.68-0.69 / 0.48-0.52, p95 13-14 / 16 / 29-36 ms against 18-19 / 30-33 / 56-79. A busy
// process is resident ~70 MB (gateway) and ~80-100 MB (session service) more; an idle one is not (the start-up
// collections of releaseStartUpMemory() still run). 64 MB halved the gain; 256 added nothing.
const ROOMY_OLD_GENERATION = ['--initial-old-space-size=128'];

const NODE_FLAGS = {
  gateway: ROOMY_OLD_GENERATION,
  session: ROOMY_OLD_GENERATION,
  auth: SMALL_YOUNG_GENERATION,
  report: SMALL_YOUNG_GENERATION,
  billing: SMALL_YOUNG_GENERATION,
};

/** The flags the containers' commands carry too, by process: the live path's; the others run with V8's defaults. */
export const CONTAINER_NODE_FLAGS = { gateway: NODE_FLAGS.gateway, session: NODE_FLAGS.session };

/** The flags to put before the script of the Node child `kind` (an app name). */
export function nodeFlagsOf(kind) {
  const flags = NODE_FLAGS[kind];
  if (!flags) throw new Error(`No Node flags are set for "${kind}" in scripts/stack/node-flags.mjs`);
  return flags;
}
