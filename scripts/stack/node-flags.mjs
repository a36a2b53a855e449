// The V8 flags the stack runs each of its Node children with, by what the child is (a service's app name, or
// `maildev`). They are node arguments, not NODE_OPTIONS, so that each child gets its own and nothing below it
// inherits them.
//
// A semi-space of 1 MB instead of V8's 16 MB: an idle child keeps ~35 MB less resident (the young generation is
// grown to its maximum during start-up and kept), at the cost of more frequent scavenges under load. The gateway and
// the session service carry the live audio (hundreds of frames a second): give them [] here if a benchmark shows
// the small young generation slows them.
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1'];

const NODE_FLAGS = {
  gateway: SMALL_YOUNG_GENERATION,
  session: SMALL_YOUNG_GENERATION,
  auth: SMALL_YOUNG_GENERATION,
  report: SMALL_YOUNG_GENERATION,
  billing: SMALL_YOUNG_GENERATION,
  // Its young generation stays small without the flag (measured: no gain).
  maildev: [],
};

/** The flags to put before the script of the Node child `kind` (an app name or `maildev`). */
export function nodeFlagsOf(kind) {
  const flags = NODE_FLAGS[kind];
  if (!flags) throw new Error(`No Node flags are set for "${kind}" in scripts/stack/node-flags.mjs`);
  return flags;
}
