import type { ChainableCommander } from 'ioredis';
import type Redis from 'ioredis';

/** Adds one caller's commands to the shared pipeline; the caller's answer is the first command's reply. */
export type BatchedCommands = (pipeline: ChainableCommander) => ChainableCommander;

/**
 * Writes are gathered this long. On this 2-core machine every wake-up and system call is dear: with 4 ms instead of
 * 1 (and the stream reader's GATHER_BELLS_MS likewise), `npm run bench` measured 0.84 instead of 1.45 ms of CPU per
 * audio frame at 50 live consultations and 0.39 instead of 0.46 at 200, for a few ms more on a 100 ms frame's trip;
 * 8 ms saved little more and doubled the median trip.
 */
const DEFAULT_WINDOW_MS = 4;

interface PendingWrite {
  add: BatchedCommands;
  resolve: (reply: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Commands issued within `windowMs` of each other leave in one pipeline: one write to Redis and one read of its
 * replies, instead of one of each per caller. The live path issues one small write per 100 ms audio frame of
 * every session; at hundreds of sessions the system calls, on both ends, cost more than the commands themselves.
 */
export class WriteBatcher {
  private pending: PendingWrite[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly windowMs = DEFAULT_WINDOW_MS,
  ) {}

  send<T>(add: BatchedCommands): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ add, resolve: resolve as (reply: unknown) => void, reject });
      this.timer ??= setTimeout(() => void this.flush(), this.windowMs);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.timer = undefined;
    const pipeline = this.redis.pipeline();
    const firstIndex: number[] = [];
    try {
      // Inside the try: a command that cannot be built fails the writes of this batch, not a timer's promise.
      for (const write of batch) {
        firstIndex.push(pipeline.length);
        write.add(pipeline);
      }
      const replies = (await pipeline.exec()) ?? [];
      batch.forEach((write, index) => {
        const [error, reply] = replies[firstIndex[index]] ?? [new Error('No reply from Redis')];
        if (error) write.reject(error);
        else write.resolve(reply);
      });
    } catch (error) {
      for (const write of batch) write.reject(error);
    }
  }
}

/** A Lua script's call, added to a batch's pipeline: keys first, then arguments. */
export type PipelinedScript = (
  pipeline: ChainableCommander,
  ...keysAndArgs: Array<string | number | Buffer>
) => ChainableCommander;

/**
 * A Lua script for the batch's pipelines, defined once on the connection: it runs by EVALSHA, so Redis neither
 * receives nor hashes its text for every call.
 */
export function pipelinedScript(
  redis: Redis,
  name: string,
  numberOfKeys: number,
  lua: string,
): PipelinedScript {
  if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  return (pipeline, ...keysAndArgs) =>
    (pipeline as unknown as Record<string, (...args: unknown[]) => ChainableCommander>)[name](...keysAndArgs);
}
