// The settings every Redis of MediScribe runs with: the stack's own (scripts/stack.mjs passes them as arguments),
// docker-compose.yml's and k8s/redis.yaml's, which the deployment manifests' spec checks against this list.
export const REDIS_SETTINGS = {
  // Jobs and stream entries live only here: an append-only file synced every second, and no key ever evicted (the
  // apps refuse to start on an evicting Redis: libs/nest-common/src/redis/redis-durability.ts).
  appendonly: 'yes',
  appendfsync: 'everysec',
  'maxmemory-policy': 'noeviction',
  save: '',
  // Live audio passes through Redis, about 7 MB of append-only file a second at 200 live consultations. At Redis's
  // default of 64 MB it forked a rewrite every 6 s, each stopping Redis 10-25 ms and costing the machine a second of
  // a core; `npm run bench` at 200: frame in -> bubble out p50 51 ms against 200-1600, Redis 0.093 against
  // 0.105-0.128 ms of CPU per frame. At 512 MB a rewrite comes every few minutes at that load. A deleted (sealed)
  // entry stays in the file until the next rewrite, as before, only longer.
  'auto-aof-rewrite-min-size': '512mb',
  // What Redis holds is mostly sealed payloads: ciphertext does not compress, so a rewrite does not try.
  rdbcompression: 'no',
};

/** REDIS_SETTINGS as redis-server's command-line arguments. */
export function redisArguments() {
  return Object.entries(REDIS_SETTINGS).flatMap(([name, value]) => [`--${name}`, value]);
}
