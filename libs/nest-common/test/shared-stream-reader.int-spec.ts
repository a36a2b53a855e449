import { startPrivateRedis, until, type PrivateRedis } from '@medi/testing';
import Redis from 'ioredis';
import {
  bellOnlyMessage,
  entryOfBell,
  RING_WITH_ENTRY_LUA,
  SharedStreamReader,
  streamBellOf,
  type RawStreamEntry,
} from '../src';

/** Waits until `check` holds. */
const holds = (what: string, check: () => boolean | Promise<boolean>) =>
  until(what, async () => ((await check()) ? true : undefined), 10_000);

/** The `n` field of each entry, in the order they were delivered. */
function numbersOf(entries: RawStreamEntry[]): number[] {
  return entries.map(([, fields]) =>
    Number(fields[fields.findIndex((field) => field.toString() === 'n') + 1]),
  );
}

describe('SharedStreamReader', () => {
  let server: PrivateRedis;
  let redis: Redis;
  let reader: SharedStreamReader;

  /** What a writer does: the entry, then the stream's bell. */
  async function append(key: string, n: number): Promise<string> {
    const [[, id]] = (await redis
      .pipeline()
      .xadd(key, '*', 'n', String(n))
      .publish(streamBellOf(key), '')
      .exec()) as [[null, string]];
    return id;
  }

  /** What a live-path writer does: the entry, and the bell carrying it, from one script. */
  async function appendWithEntry(key: string, n: number): Promise<string> {
    const script = `${RING_WITH_ENTRY_LUA}
local fields = {'n', ARGV[1]}
local id = redis.call('xadd', KEYS[1], '*', unpack(fields))
ringWithEntry(ARGV[2], id, fields)
return id`;
    return (await redis.eval(script, 1, key, String(n), streamBellOf(key))) as string;
  }

  /** What a writer of something the next entry replaces does: the bell carries it, the stream never holds it. */
  async function ringOnly(key: string, n: number): Promise<void> {
    await redis.publish(streamBellOf(key), bellOnlyMessage(['n', String(n)]));
  }

  /** The XREADs Redis runs from now on, by what follows STREAMS (keys, then ids), until stop() is called. */
  async function watchReads(): Promise<{ reads: string[][]; stop: () => void }> {
    const monitor = await redis.monitor();
    const reads: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toUpperCase() === 'XREAD') reads.push(args.slice(args.indexOf('STREAMS') + 1));
    });
    return { reads, stop: () => monitor.disconnect() };
  }

  /** A reader whose sweep does not run during a test, so that every read it makes was rung for. */
  const readerWithoutSweep = () =>
    new SharedStreamReader(redis, { connectionName: 'reader-test', sweepMs: 600_000 });

  /** Waits until the bell of `key` has `count` listeners. */
  const bellListeners = (key: string, count: number) =>
    holds(`${count} listener(s) of the bell of ${key}`, async () => {
      const [, subscriptions] = (await redis.call('PUBSUB', 'NUMSUB', streamBellOf(key))) as [string, number];
      return subscriptions === count;
    });
  const bellListenedTo = (key: string) => bellListeners(key, 1);

  /**
   * A reader without sweep subscribed to `key`, in step with it: it read the entry 1 appended once its bell listened.
   * Answers what it delivered, as it grows.
   */
  async function inStepWithOneEntry(key: string): Promise<number[]> {
    await reader.close();
    reader = readerWithoutSweep();
    const seen: number[] = [];
    reader.subscribe(key, '0', (entries) => seen.push(...numbersOf(entries)));
    await bellListenedTo(key);
    await appendWithEntry(key, 1);
    await holds('the first entry, read once the bell listened', () => seen.length === 1);
    return seen;
  }

  beforeAll(async () => {
    server = await startPrivateRedis();
  });

  beforeEach(() => {
    redis = new Redis(server.url, { enableAutoPipelining: true });
    reader = new SharedStreamReader(redis, { connectionName: 'reader-test' });
  });

  afterEach(async () => {
    await reader.close();
    await redis.flushdb();
    redis.disconnect();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('delivers every stream in order over one reading connection, each from where its subscriber started', async () => {
    const first = await append('s:a', 1);
    await append('s:a', 2);
    const seen: Record<string, number[]> = { a: [], b: [] };
    reader.subscribe('s:a', first, (entries) => seen.a.push(...numbersOf(entries)));
    reader.subscribe('s:b', '0', (entries) => seen.b.push(...numbersOf(entries)));
    for (let n = 3; n <= 40; n += 1) await append(n % 2 ? 's:a' : 's:b', n);

    await holds('both streams read', () => seen.a.at(-1) === 39 && seen.b.at(-1) === 40);

    expect(seen.a).toEqual([2, ...Array.from({ length: 19 }, (_, index) => 3 + 2 * index)]);
    expect(seen.b).toEqual(Array.from({ length: 19 }, (_, index) => 4 + 2 * index));
    const clients = ((await redis.client('LIST')) as string).split('\n');
    expect(clients.filter((line) => line.includes('name=reader-test '))).toHaveLength(1);
    expect(clients.filter((line) => line.includes('name=reader-test-bells '))).toHaveLength(1);
  });

  it('gives a new subscriber what its stream already holds at once', async () => {
    await append('s:late', 7);
    const since = Date.now();
    const seen: number[] = [];

    reader.subscribe('s:late', '0', (entries) => seen.push(...numbersOf(entries)));
    await holds('the late stream read', () => seen.length === 1);

    expect(seen).toEqual([7]);
    // Well under the one-second sweep: the subscription itself read the stream.
    expect(Date.now() - since).toBeLessThan(500);
  });

  it('reads only the streams whose bell rang', async () => {
    await reader.close();
    reader = readerWithoutSweep();
    const seen = new Map<string, number[]>();
    const keys = Array.from({ length: 50 }, (_, index) => `s:many:${index}`);
    for (const key of keys) {
      seen.set(key, []);
      reader.subscribe(key, '0', (entries) => seen.get(key)!.push(...numbersOf(entries)));
    }
    await bellListenedTo(keys[49]);
    const watch = await watchReads();

    await append('s:many:7', 1);
    await holds('the rung stream read', () => seen.get('s:many:7')!.length === 1);
    watch.stop();

    const readOfRung = watch.reads.find((streams) => streams.includes('s:many:7'))!;
    expect(readOfRung).toEqual(['s:many:7', '0']);
  });

  it('still reads a stream written without its bell, within two sweeps (about two seconds)', async () => {
    const seen: number[] = [];
    reader.subscribe('s:silent', '0', (entries) => seen.push(...numbersOf(entries)));
    await bellListenedTo('s:silent');

    await redis.xadd('s:silent', '*', 'n', '5');

    await holds('the silent entry read', () => seen.length === 1);
    expect(seen).toEqual([5]);
  });

  it('gives two subscribers of one stream every entry after their own start, and stops at close', async () => {
    const earlier: number[] = [];
    const later: number[] = [];
    const first = reader.subscribe('s:shared', '0', (entries) => earlier.push(...numbersOf(entries)));
    await append('s:shared', 1);
    await holds('the first entry', () => earlier.length === 1);
    const start = await append('s:shared', 2);
    reader.subscribe('s:shared', start, (entries) => later.push(...numbersOf(entries)));
    await append('s:shared', 3);
    await holds('both subscribers served', () => earlier.length === 3 && later.length === 1);

    first.close();
    await append('s:shared', 4);
    await holds('the later subscriber served', () => later.length === 2);

    expect(earlier).toEqual([1, 2, 3]);
    expect(later).toEqual([3, 4]);
  });

  it('stops listening to a stream whose last subscriber left, and writes no key of its own', async () => {
    const subscription = reader.subscribe('s:one', '0', () => undefined);
    const seen: number[] = [];
    reader.subscribe('s:two', '0', (entries) => seen.push(...numbersOf(entries)));
    await append('s:two', 1);
    await holds('the second stream read', () => seen.length === 1);

    subscription.close();

    await bellListeners('s:one', 0);
    expect(await redis.keys('*')).toEqual(['s:two']);
  });

  it('takes the entries that bells carry from the bells, in order, without reading the stream', async () => {
    const seen = await inStepWithOneEntry('s:carried');
    const watch = await watchReads();

    for (let n = 2; n <= 40; n += 1) await appendWithEntry('s:carried', n);
    await holds('every carried entry', () => seen.length === 40);
    watch.stop();

    expect(seen).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(watch.reads).toEqual([]);
  });

  it('reads a stream whose bell rang without its entry, and then takes carried entries after it', async () => {
    const seen = await inStepWithOneEntry('s:mixed');

    await append('s:mixed', 2);
    await appendWithEntry('s:mixed', 3);
    await append('s:mixed', 4);
    for (let n = 5; n <= 10; n += 1) await appendWithEntry('s:mixed', n);

    await holds('every entry', () => seen.length === 10);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("hands over the entries only a bell carried in the bells' order, with no read and no trace in the stream", async () => {
    const seen = await inStepWithOneEntry('s:passing');
    const watch = await watchReads();

    await ringOnly('s:passing', 2);
    await appendWithEntry('s:passing', 3);
    await ringOnly('s:passing', 4);
    await ringOnly('s:passing', 5);
    await appendWithEntry('s:passing', 6);
    await holds('every entry', () => seen.length === 6);
    watch.stop();

    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(watch.reads).toEqual([]);
    const stored = await redis.xrange('s:passing', '-', '+');
    expect(stored.map(([, fields]) => Number(fields[1]))).toEqual([1, 3, 6]);
  });

  it('drops an entry only a bell carried while out of step, and reads the stored ones after it', async () => {
    const seen: number[] = [];
    // Not a stream yet: every read fails (WRONGTYPE), so the reader cannot be in step until the key is one.
    await redis.set('s:out-of-step', 'not a stream');
    reader.subscribe('s:out-of-step', '0', (entries) => seen.push(...numbersOf(entries)));
    await bellListenedTo('s:out-of-step');

    expect(await redis.publish(streamBellOf('s:out-of-step'), bellOnlyMessage(['n', '2']))).toBe(1);
    await redis.del('s:out-of-step');
    await appendWithEntry('s:out-of-step', 3);

    await holds('the stored entry', () => seen.length > 0);
    expect(seen).toEqual([3]);
  });

  it('misses no entry and repeats none when its bell connection drops while entries are appended', async () => {
    const seen: number[] = [];
    reader.subscribe('s:dropped', '0', (entries) => seen.push(...numbersOf(entries)));
    await bellListenedTo('s:dropped');
    for (let n = 1; n <= 5; n += 1) await appendWithEntry('s:dropped', n);
    await holds('the entries before the drop', () => seen.length === 5);

    const clients = ((await redis.client('LIST')) as string).split('\n');
    const bells = clients.find((line) => line.includes('name=reader-test-bells '))!;
    const clientId = /id=(\d+)/.exec(bells)![1];
    await redis.client('KILL', 'ID', clientId);
    // Appended while the bells are away, while they come back and after: a bell carrying an entry must not be
    // delivered past one that was lost.
    for (let n = 6; n <= 300; n += 1) {
      await appendWithEntry('s:dropped', n);
      if (n % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }

    await holds('every entry after the drop', () => seen.at(-1) === 300);
    expect(seen).toEqual(Array.from({ length: 300 }, (_, index) => index + 1));
  });

  it('reads the entry a bell carries back as it was appended, binary fields included, and no other message', async () => {
    const listener = redis.duplicate();
    const messages: Buffer[] = [];
    listener.on('messageBuffer', (_channel: Buffer, message: Buffer) => messages.push(message));
    await listener.subscribe('s:raw:bell');
    const binary = Buffer.from([0, 10, 32, 255, 10, 0x20, 1]);
    const script = `${RING_WITH_ENTRY_LUA}
local fields = {'kind', 'audio', 'seq', 7, 'pcm', ARGV[1]}
local id = redis.call('xadd', KEYS[1], '*', unpack(fields))
ringWithEntry('s:raw:bell', id, fields)
return id`;

    const id = (await redis.eval(script, 1, 's:raw', binary)) as string;
    await holds('the bell heard', () => messages.length === 1);
    listener.disconnect();

    const [entryId, fields] = entryOfBell(messages[0])!;
    expect(entryId.toString()).toBe(id);
    expect(fields.map((field) => field.toString('hex'))).toEqual(
      ['kind', 'audio', 'seq', '7', 'pcm']
        .map((text) => Buffer.from(text).toString('hex'))
        .concat(binary.toString('hex')),
    );
    expect(entryOfBell(Buffer.alloc(0))).toBeUndefined();
    expect(entryOfBell(messages[0].subarray(0, messages[0].length - 1))).toBeUndefined();
    expect(entryOfBell(Buffer.concat([messages[0], Buffer.from('x')]))).toBeUndefined();
    expect(entryOfBell(Buffer.from('1-0 1\nab'))).toBeUndefined();
  });
});
