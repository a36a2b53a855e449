import type { ChainableCommander } from 'ioredis';
import type Redis from 'ioredis';

/** Adds one caller's commands to the shared pipeline; the caller's answer is the first command's reply. */
export type BatchedCommands = (pipeline: ChainableCommander) => ChainableCommander;

/** A millisecond gathers a few frames' writes at a few hundred sessions and adds little to a 100 ms frame's trip. */
const DEFAULT_WINDOW_MS = 1;

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
