import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { reportConnectionErrors, streamIdAfter } from '@medi/nest-transport';

/** One stream entry as Redis sends it: the id and the flat field/value list. */
export type RawStreamEntry = [id: Buffer, fields: Buffer[]];

export interface StreamSubscription {
  /** Stops delivering; entries already handed over are not taken back. */
  close(): void;
}

export interface SharedStreamReaderOptions {
  /** Entries read per stream and call. */
  count?: number;
  /** How often the streams that were neither read nor delivered since the last time are read (SWEEP_MS). */
  sweepMs?: number;
  connectionName: string;
}

interface Subscriber {
  lastId: string;
  onEntries: (entries: RawStreamEntry[]) => void;
}

/**
 * The pub/sub channel a writer publishes to right after each append to a stream that a SharedStreamReader reads, in
 * the same script or pipeline: the reader's doorbell for that stream. The message is either empty (the reader then
 * reads the stream) or, from a script, the entry itself (RING_WITH_ENTRY_LUA), which a reader in step with the
 * stream takes from the bell without reading the stream. Every append must ring, one way or the other: an entry
 * written without a bell and followed by one carrying its entry would be skipped.
 */
export function streamBellOf(streamKey: string): string {
  return `${streamKey}:bell`;
}

/**
 * Lua to put at the top of a writer's script: `ringWithEntry(bell, id, fields)` publishes the entry the script just
 * appended (its id and its flat field/value table) on the stream's bell, as "<id> <length of each field>\n" and the
 * fields one after another. Publishing it from the script that appended it keeps the bells in the stream's order.
 */
export const RING_WITH_ENTRY_LUA = `
local function ringWithEntry(bell, id, fields)
  local header = {id}
  for i = 1, #fields do
    fields[i] = tostring(fields[i])
    header[i + 1] = #fields[i]
  end
  redis.call('publish', bell, table.concat(header, ' ') .. '\\n' .. table.concat(fields))
end
`;

/**
 * The id a bell gives an entry it carries that was never appended (bellOnlyMessage). A reader in step with the
 * stream delivers it in the bells' order and keeps no trace of it; one out of step drops it, as the stream holds
 * nothing a read could bring back. It suits what the next entry replaces anyway (a partial hypothesis): no append,
 * no deletion by the reader, and neither's round trip to Redis.
 */
export const BELL_ONLY_ID = '-';
const BELL_ONLY_FIRST_BYTE = BELL_ONLY_ID.charCodeAt(0);

/** A bell carrying an entry that is not in the stream (BELL_ONLY_ID), in RING_WITH_ENTRY_LUA's format. */
export function bellOnlyMessage(fields: Array<string | Buffer>): Buffer {
  const bodies = fields.map((field) => (typeof field === 'string' ? Buffer.from(field) : field));
  const header = [BELL_ONLY_ID, ...bodies.map((body) => body.length)].join(' ');
  return Buffer.concat([Buffer.from(`${header}\n`, 'latin1'), ...bodies]);
}

/** The entry a bell carries (RING_WITH_ENTRY_LUA or bellOnlyMessage); undefined for a bell without one. */
export function entryOfBell(message: Buffer): RawStreamEntry | undefined {
  const headerEnd = message.indexOf(0x0a);
  if (headerEnd < 0) return undefined;
  const [id, ...lengths] = message.toString('latin1', 0, headerEnd).split(' ');
  const fields: Buffer[] = [];
  let offset = headerEnd + 1;
  for (const length of lengths) {
    const end = offset + Number(length);
    if (!(end <= message.length)) return undefined;
    fields.push(message.subarray(offset, end));
    offset = end;
  }
  return offset === message.length && fields.length % 2 === 0
    ? [Buffer.from(id, 'latin1'), fields]
    : undefined;
}

const BELL_SUFFIX_LENGTH = streamBellOf('').length;
const RETRY_AFTER_ERROR_MS = 250;
/**
 * Bells that ring while a read is under way are read this long after it ends, not at once: under load (hundreds of
 * live consultations, a bell every 100 ms each) one XREAD then serves several streams instead of one or two, and
 * each XREAD costs both ends a round trip of system calls. An idle reader still reads at the first bell.
 */
const GATHER_BELLS_MS = 4;
/**
 * Every stream not read or delivered in the last period is read this often even if no bell rang: a bell is lost if
 * the bell connection drops at that moment, and a stream written without one (by hand) is still read. One read over
 * the quiet streams a second costs little; a stream that was read has nothing a lost bell could have left behind
 * that the next bell's read (or the next sweep) would not find.
 */
const SWEEP_MS = 1_000;

/**
 * Many streams read by one replica through two connections: each live consultation (or socket) subscribes to its
 * stream, writers ring the stream's bell (streamBellOf) after each append, and the reader reads only the streams
 * whose bells rang, in one XREAD. Bells that ring while a read is under way are served by the next one, GATHER_BELLS_MS
 * after it, so a busy replica reads in batches, and an idle one reads at once.
 *
 * A bell that carries its entry (RING_WITH_ENTRY_LUA) is delivered from the bell, with no read at all, when the
 * stream is in step: read since the bell connection last (re)subscribed, and with no read of it pending or under
 * way. Bells arrive in the stream's order on one connection, so an entry after the last one delivered is the next
 * one. Otherwise the bell only rings, and the read that follows brings the stream back in step.
 *
 * A single blocking XREAD over all the streams would cost Redis and this process O(streams) for every read, however
 * few streams had news: at a few hundred consultations that command, its arguments and its garbage dominated.
 * Entries reach a subscriber in stream order; it must handle them without blocking (queue them if it awaits).
 */
export class SharedStreamReader {
  private readonly logger = new Logger(SharedStreamReader.name);
  /** Non-blocking reads of the rung streams. */
  private readonly reader: Redis;
  /** Subscribed to the bell of every stream with a subscriber. */
  private readonly bells: Redis;
  /** Several subscribers of one stream (two sockets of one session) each get every entry after their own start. */
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly rung = new Set<string>();
  /** The streams a bell's entry may be delivered from (see the class comment). */
  private readonly inStep = new Set<string>();
  /** The streams read or delivered since the last sweep, which the next sweep leaves out. */
  private readonly active = new Set<string>();
  private readonly count: number;
  private readonly sweepTimer: NodeJS.Timeout;
  private closed = false;
  /** The reads under way, until no bell is left; undefined while idle. */
  private reading?: Promise<void>;

  constructor(commands: Redis, options: SharedStreamReaderOptions) {
    this.reader = reportConnectionErrors(
      commands.duplicate({
        connectionName: options.connectionName,
        // ioredis's auto-pipeline drops callBuffer's command name.
        enableAutoPipelining: false,
      }),
      options.connectionName,
    );
    this.bells = reportConnectionErrors(
      commands.duplicate({ connectionName: `${options.connectionName}-bells`, enableAutoPipelining: false }),
      `${options.connectionName}-bells`,
    );
    this.bells.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.onBell(channel.toString('latin1', 0, channel.length - BELL_SUFFIX_LENGTH), message),
    );
    // Bells rung while the connection is down are lost: nothing is in step until read again.
    this.bells.on('close', () => this.inStep.clear());
    // ioredis has queued the subscriptions again when 'ready' is emitted: once this PING is answered they are in
    // place, and a read then misses nothing a bell would not announce.
    this.bells.on('ready', () => {
      this.bells.ping().then(
        () => this.ringAll(),
        () => undefined,
      );
    });
    this.count = options.count ?? 100;
    this.sweepTimer = setInterval(() => this.sweep(), options.sweepMs ?? SWEEP_MS);
    this.sweepTimer.unref();
  }

  /** Delivers the entries of `key` after `afterId` ('0' for all), oldest first, until closed. */
  subscribe(
    key: string,
    afterId: string,
    onEntries: (entries: RawStreamEntry[]) => void,
  ): StreamSubscription {
    const subscriber: Subscriber = { lastId: afterId, onEntries };
    let ofKey = this.subscribers.get(key);
    if (ofKey) {
      this.ring(key);
    } else {
      ofKey = new Set<Subscriber>();
      this.subscribers.set(key, ofKey);
      // What the stream holds already is read once the bell listens, so nothing falls between the two.
      this.bells.subscribe(streamBellOf(key)).then(
        () => this.ring(key),
        (error: unknown) => this.logger.warn({ err: error }, 'listening for a stream bell failed'),
      );
    }
    ofKey.add(subscriber);
    const subscribers = ofKey;
    return {
      close: () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || this.subscribers.get(key) !== subscribers) return;
        this.subscribers.delete(key);
        this.inStep.delete(key);
        if (!this.closed) this.bells.unsubscribe(streamBellOf(key)).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    this.subscribers.clear();
    this.rung.clear();
    this.inStep.clear();
    this.bells.disconnect();
    this.reader.disconnect();
    await this.reading;
  }

  private onBell(key: string, message: Buffer): void {
    const bellOnly = message[0] === BELL_ONLY_FIRST_BYTE;
    if (this.inStep.has(key)) {
      const entry = entryOfBell(message);
      if (entry) {
        this.active.add(key);
        if (bellOnly) this.handOver(key, [entry]);
        else this.deliverEntries(key, [entry]);
        return;
      }
    }
    // Out of step, an entry only the bell carried is lost: the stream did not change, so there is nothing to read.
    if (!bellOnly) this.ring(key);
  }

  private ring(key: string): void {
    if (this.closed || !this.subscribers.has(key)) return;
    this.rung.add(key);
    this.inStep.delete(key);
    // setImmediate: the bells that arrived together in one read from the socket are served by one XREAD.
    this.reading ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.readRung());
  }

  private ringAll(): void {
    for (const key of this.subscribers.keys()) this.ring(key);
  }

  private sweep(): void {
    for (const key of this.subscribers.keys()) if (!this.active.has(key)) this.ring(key);
    this.active.clear();
  }

  private async readRung(): Promise<void> {
    while (this.rung.size > 0 && !this.closed) {
      const keys = [...this.rung].filter((key) => this.subscribers.has(key));
      this.rung.clear();
      if (keys.length === 0) break;
      try {
        this.deliver(await this.read(keys));
        for (const key of keys) {
          this.active.add(key);
          // A bell that rang during the read rang it again: in step only after that read too.
          if (!this.rung.has(key) && this.subscribers.has(key)) this.inStep.add(key);
        }
        if (this.rung.size > 0) await new Promise((resolve) => setTimeout(resolve, GATHER_BELLS_MS));
      } catch (error) {
        if (this.closed) break;
        this.logger.warn({ err: error }, 'reading live streams failed; retrying');
        for (const key of keys) this.ring(key);
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_ERROR_MS));
      }
    }
    this.reading = undefined;
  }

  private async read(keys: string[]): Promise<Array<[Buffer, RawStreamEntry[]]> | null> {
    const ids = keys.map((key) =>
      [...this.subscribers.get(key)!]
        .map((subscriber) => subscriber.lastId)
        .reduce((earliest, id) => (streamIdAfter(earliest, id) ? id : earliest)),
    );
    return (await this.reader.callBuffer('XREAD', 'COUNT', this.count, 'STREAMS', ...keys, ...ids)) as Array<
      [Buffer, RawStreamEntry[]]
    > | null;
  }

  private deliver(reply: Array<[Buffer, RawStreamEntry[]]> | null): void {
    for (const [keyBuffer, entries] of reply ?? []) {
      if (entries.length === 0) continue;
      const key = keyBuffer.toString();
      // A full batch may have left more behind.
      if (entries.length >= this.count) this.ring(key);
      this.deliverEntries(key, entries);
    }
  }

  private deliverEntries(key: string, entries: RawStreamEntry[]): void {
    const ids = entries.map(([id]) => id.toString());
    const lastId = ids[ids.length - 1];
    for (const subscriber of this.subscribers.get(key) ?? []) {
      const unseen = entries.filter((_, index) => streamIdAfter(ids[index], subscriber.lastId));
      if (unseen.length === 0) continue;
      subscriber.lastId = lastId;
      this.handTo(subscriber, unseen);
    }
  }

  /** Entries no read could bring (BELL_ONLY_ID) go to every subscriber as they are, moving no one's place. */
  private handOver(key: string, entries: RawStreamEntry[]): void {
    for (const subscriber of this.subscribers.get(key) ?? []) this.handTo(subscriber, entries);
  }

  private handTo(subscriber: Subscriber, entries: RawStreamEntry[]): void {
    try {
      subscriber.onEntries(entries);
    } catch (error) {
      this.logger.error({ err: error }, 'a stream subscriber failed');
    }
  }
}
