// The V8 flags the stack runs each of its Node children with, by the app the child runs. They are node arguments,
// not NODE_OPTIONS, so that each child gets its own and nothing below it inherits them.
//
// A semi-space of 1 MB instead of V8's 16 MB: an idle child keeps ~35 MB less resident (the young generation is
// grown to its maximum during start-up and kept), at the cost of more frequent scavenges under load. Not for the
// gateway and the session service, which carry the live audio: with it, `npm run bench` at 200 live consultations
// measured 0.568 ms of CPU per frame against 0.511 ms without (the Speech SDK's thread, which inherits the flag,
// 0.152 against 0.129 ms), and a p95 of 681 against 201 ms; 64 MB gained nothing over the default (0.551 ms).
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];

const NODE_FLAGS = {
  gateway: [],
  session: [],
  auth: SMALL_YOUNG_GENERATION,
  report: SMALL_YOUNG_GENERATION,
  billing: SMALL_YOUNG_GENERATION,
};

/** The flags to put before the script of the Node child `kind` (an app name). */
export function nodeFlagsOf(kind) {
  const flags = NODE_FLAGS[kind];
  if (!flags) throw new Error(`No Node flags are set for "${kind}" in scripts/stack/node-flags.mjs`);
  return flags;
}
