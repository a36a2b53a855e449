import type Redis from 'ioredis';

/**
 * Replies to a request, marks it handled, acknowledges and deletes its entry, atomically: either all happen or the
 * entry stays pending and is redelivered. One script call costs Redis and the client less than MULTI, five
 * commands and EXEC.
 *
 * KEYS: request stream, reply stream, handled marker. A key whose ARGV flag is '0' is not touched.
 * ARGV: group, entry id, has reply ('1'/'0'), reply max length, reply TTL ms, has marker ('1'/'0'), marker TTL s,
 * then the reply's fields.
 */
const FINISH_REQUEST_LUA = `
if ARGV[3] == '1' then
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', unpack(ARGV, 8))
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
end
if ARGV[6] == '1' then redis.call('SET', KEYS[3], '1', 'EX', ARGV[7]) end
redis.call('XACK', KEYS[1], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[1], ARGV[2])
return 1
`;

export interface FinishRequest {
  requestStream: string;
  group: string;
  entryId: string;
  reply?: { stream: string; fields: string[]; maxLength: number; ttlMs: number };
  marker?: { key: string; ttlSeconds: number };
}

type FinishingRedis = Redis & {
  finishRequest(...args: (string | number)[]): Promise<number>;
};

export function withFinishRequest(redis: Redis): FinishingRedis {
  redis.defineCommand('finishRequest', { numberOfKeys: 3, lua: FINISH_REQUEST_LUA });
  return redis as FinishingRedis;
}

export function finishRequest(redis: FinishingRedis, finish: FinishRequest): Promise<number> {
  const { requestStream, reply, marker } = finish;
  return redis.finishRequest(
    requestStream,
    reply?.stream ?? requestStream,
    marker?.key ?? requestStream,
    finish.group,
    finish.entryId,
    reply ? '1' : '0',
    reply?.maxLength ?? 0,
    reply?.ttlMs ?? 0,
    marker ? '1' : '0',
    marker?.ttlSeconds ?? 0,
    ...(reply?.fields ?? []),
  );
}
