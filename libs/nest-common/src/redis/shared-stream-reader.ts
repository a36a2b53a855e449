import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** One stream entry as Redis sends it: the id and the flat field/value list. */
export type RawStreamEntry = [id: Buffer, fields: Buffer[]];

export interface StreamSubscription {
  /** Stops delivering; entries already handed over are not taken back. */
  close(): void;
}

export interface SharedStreamReaderOptions {
  /** Key prefix of the deployment: the reader's wake-up stream lives under it. */
  keyPrefix: string;
  /** Entries read per stream and call. */
  count?: number;
  connectionName: string;
}

interface Subscriber {
  lastId: string;
  onEntries: (entries: RawStreamEntry[]) => void;
}

/** Longest a read blocks: a closed reader notices it within this time at worst. */
const BLOCK_MS = 5_000;
const RETRY_AFTER_ERROR_MS = 250;
/**
 * After a read that brought entries, the next one waits this long: the entries of many streams gather and one read
 * serves them all. A blocked XREAD over N streams costs Redis O(N) per wake-up, so reading again at once for every
 * single entry would cost more than the few milliseconds this adds to a busy replica's hop.
 */
const GATHER_MS = 2;
/** The wake-up stream only ever needs its newest entry; it goes away with an idle reader. */
const WAKE_TTL_MS = 10 * 60_000;

/**
 * Many streams read by one blocking connection: each live consultation (or socket) subscribes to its stream, and one
 * XREAD over all of them replaces one blocked connection and one read per stream and entry. A busy replica then
 * wakes once per batch, not once per 100 ms audio frame of every session, and keeps two connections, not hundreds.
 * A new subscriber wakes the blocked read through a stream of the reader's own, so it is read at once.
 * Entries reach a subscriber in stream order; it must handle them without blocking (queue them if it awaits).
 */
export class SharedStreamReader {
  private readonly logger = new Logger(SharedStreamReader.name);
  private readonly reader: Redis;
  private readonly wakeKey: string;
  private wakeLastId = '0-0';
  /** Several subscribers of one stream (two sockets of one session) each get every entry after their own start. */
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly count: number;
  private closed = false;
  private loop?: Promise<void>;
  private idle?: () => void;

  constructor(
    private readonly commands: Redis,
    options: SharedStreamReaderOptions,
  ) {
    this.reader = commands.duplicate({
      connectionName: options.connectionName,
      maxRetriesPerRequest: null,
      // A blocking connection gains nothing from it, and ioredis's auto-pipeline drops callBuffer's command name.
      enableAutoPipelining: false,
    });
    this.wakeKey = `${options.keyPrefix}stream-reader:wake:${randomUUID()}`;
    this.count = options.count ?? 100;
  }

  /** Delivers the entries of `key` after `afterId` ('0' for all), oldest first, until closed. */
  subscribe(
    key: string,
    afterId: string,
    onEntries: (entries: RawStreamEntry[]) => void,
  ): StreamSubscription {
    const subscriber: Subscriber = { lastId: afterId, onEntries };
    const ofKey = this.subscribers.get(key) ?? new Set<Subscriber>();
    ofKey.add(subscriber);
    this.subscribers.set(key, ofKey);
    this.loop ??= this.run();
    this.wake();
    return {
      close: () => {
        ofKey.delete(subscriber);
        if (ofKey.size === 0 && this.subscribers.get(key) === ofKey) this.subscribers.delete(key);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    this.idle?.();
    this.reader.disconnect();
    await this.loop;
    await this.commands.del(this.wakeKey).catch(() => undefined);
  }

  private wake(): void {
    if (this.idle) return this.idle();
    this.commands
      .pipeline()
      .xadd(this.wakeKey, 'MAXLEN', '1', '*', 'wake', '1')
      .pexpire(this.wakeKey, WAKE_TTL_MS)
      .exec()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'waking the stream reader failed'));
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      if (this.subscribers.size === 0) {
        await new Promise<void>((resolve) => (this.idle = resolve));
        this.idle = undefined;
        continue;
      }
      try {
        const reply = await this.readOnce();
        this.deliver(reply);
        if (reply) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      } catch (error) {
        if (this.closed) return;
        this.logger.warn({ err: error }, 'reading live streams failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_ERROR_MS));
      }
    }
  }

  private async readOnce(): Promise<Array<[Buffer, RawStreamEntry[]]> | null> {
    const keys = [...this.subscribers.keys()];
    const ids = keys.map((key) =>
      [...this.subscribers.get(key)!].map((subscriber) => subscriber.lastId).reduce(earlierId),
    );
    return (await this.reader.callBuffer(
      'XREAD',
      'COUNT',
      this.count,
      'BLOCK',
      BLOCK_MS,
      'STREAMS',
      this.wakeKey,
      ...keys,
      this.wakeLastId,
      ...ids,
    )) as Array<[Buffer, RawStreamEntry[]]> | null;
  }

  private deliver(reply: Array<[Buffer, RawStreamEntry[]]> | null): void {
    for (const [keyBuffer, entries] of reply ?? []) {
      if (entries.length === 0) continue;
      const key = keyBuffer.toString();
      const lastId = entries[entries.length - 1][0].toString();
      if (key === this.wakeKey) {
        this.wakeLastId = lastId;
        continue;
      }
      for (const subscriber of this.subscribers.get(key) ?? []) {
        const unseen = entries.filter(
          ([id]) => earlierId(subscriber.lastId, id.toString()) !== id.toString(),
        );
        subscriber.lastId = lastId;
        if (unseen.length === 0) continue;
        try {
          subscriber.onEntries(unseen);
        } catch (error) {
          this.logger.error({ err: error }, 'a stream subscriber failed');
        }
      }
    }
  }
}

/** The earlier of two stream ids ("<ms>-<seq>", or "0"). */
function earlierId(a: string, b: string): string {
  const [aMs, aSeq = '0'] = a.split('-');
  const [bMs, bSeq = '0'] = b.split('-');
  if (aMs !== bMs) return Number(aMs) < Number(bMs) ? a : b;
  return Number(aSeq) <= Number(bSeq) ? a : b;
}
