import { startPrivateRedis, until, type PrivateRedis } from '@medi/testing';
import Redis from 'ioredis';
import { SharedStreamReader, streamBellOf, type RawStreamEntry } from '../src';

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
    const seen = new Map<string, number[]>();
    const keys = Array.from({ length: 50 }, (_, index) => `s:many:${index}`);
    for (const key of keys) {
      seen.set(key, []);
      reader.subscribe(key, '0', (entries) => seen.get(key)!.push(...numbersOf(entries)));
    }
    await holds('every bell listened to', async () => {
      const [, subscriptions] = (await redis.call('PUBSUB', 'NUMSUB', streamBellOf(keys[49]))) as [
        string,
        number,
      ];
      return subscriptions === 1;
    });
    const monitor = await redis.monitor();
    const reads: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toUpperCase() === 'XREAD') reads.push(args);
    });

    await append('s:many:7', 1);
    await holds('the rung stream read', () => seen.get('s:many:7')!.length === 1);
    monitor.disconnect();

    const readOfRung = reads.find((args) => args.includes('s:many:7'))!;
    expect(readOfRung.slice(readOfRung.indexOf('STREAMS') + 1)).toEqual(['s:many:7', '0']);
  });

  it('still reads a stream written without its bell, within about a second', async () => {
    const seen: number[] = [];
    reader.subscribe('s:silent', '0', (entries) => seen.push(...numbersOf(entries)));
    await holds('the bell listened to', async () => {
      const [, subscriptions] = (await redis.call('PUBSUB', 'NUMSUB', streamBellOf('s:silent'))) as [
        string,
        number,
      ];
      return subscriptions === 1;
    });

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

    await holds('the first bell no longer listened to', async () => {
      const [, subscriptions] = (await redis.call('PUBSUB', 'NUMSUB', streamBellOf('s:one'))) as [
        string,
        number,
      ];
      return subscriptions === 0;
    });
    expect(await redis.keys('*')).toEqual(['s:two']);
  });
});
