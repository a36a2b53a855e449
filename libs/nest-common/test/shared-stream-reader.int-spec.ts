import { startPrivateRedis, until, type PrivateRedis } from '@medi/testing';
import Redis from 'ioredis';
import { SharedStreamReader, type RawStreamEntry } from '../src';

const PREFIX = 'reader-test:';

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

  beforeAll(async () => {
    server = await startPrivateRedis();
  });

  beforeEach(() => {
    redis = new Redis(server.url, { enableAutoPipelining: true });
    reader = new SharedStreamReader(redis, { keyPrefix: PREFIX, connectionName: 'reader-test' });
  });

  afterEach(async () => {
    await reader.close();
    redis.disconnect();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('delivers every stream in order over one connection, each from where its subscriber started', async () => {
    const first = await redis.xadd('s:a', '*', 'n', '1');
    await redis.xadd('s:a', '*', 'n', '2');
    const seen: Record<string, number[]> = { a: [], b: [] };
    reader.subscribe('s:a', first!, (entries) => seen.a.push(...numbersOf(entries)));
    reader.subscribe('s:b', '0', (entries) => seen.b.push(...numbersOf(entries)));
    for (let n = 3; n <= 40; n += 1) await redis.xadd(n % 2 ? 's:a' : 's:b', '*', 'n', String(n));

    await holds('both streams read', () => seen.a.at(-1) === 39 && seen.b.at(-1) === 40);

    expect(seen.a).toEqual([2, ...Array.from({ length: 19 }, (_, index) => 3 + 2 * index)]);
    expect(seen.b).toEqual(Array.from({ length: 19 }, (_, index) => 4 + 2 * index));
    const clients = (await redis.client('LIST')) as string;
    expect(clients.split('\n').filter((line) => line.includes('name=reader-test'))).toHaveLength(1);
  });

  it('wakes its blocked read for a new subscriber, which gets what its stream already holds at once', async () => {
    reader.subscribe('s:quiet', '0', () => undefined);
    await holds('the read blocked', async () =>
      ((await redis.client('LIST')) as string).includes('cmd=xread'),
    );
    await redis.xadd('s:late', '*', 'n', '7');
    const since = Date.now();
    const seen: number[] = [];

    reader.subscribe('s:late', '0', (entries) => seen.push(...numbersOf(entries)));
    await holds('the late stream read', () => seen.length === 1);

    expect(seen).toEqual([7]);
    // Well under the read's 5 s block: the wake-up, not the timeout, brought it.
    expect(Date.now() - since).toBeLessThan(2_000);
  });

  it('gives two subscribers of one stream every entry after their own start, and stops at close', async () => {
    const earlier: number[] = [];
    const later: number[] = [];
    const first = reader.subscribe('s:shared', '0', (entries) => earlier.push(...numbersOf(entries)));
    await redis.xadd('s:shared', '*', 'n', '1');
    await holds('the first entry', () => earlier.length === 1);
    const start = await redis.xadd('s:shared', '*', 'n', '2');
    reader.subscribe('s:shared', start!, (entries) => later.push(...numbersOf(entries)));
    await redis.xadd('s:shared', '*', 'n', '3');
    await holds('both subscribers served', () => earlier.length === 3 && later.length === 1);

    first.close();
    await redis.xadd('s:shared', '*', 'n', '4');
    await holds('the later subscriber served', () => later.length === 2);

    expect(earlier).toEqual([1, 2, 3]);
    expect(later).toEqual([3, 4]);
  });

  it('leaves no key of its own behind when closed', async () => {
    reader.subscribe('s:one', '0', () => undefined);
    reader.subscribe('s:two', '0', () => undefined);
    await holds('the wake-up stream', async () => (await redis.keys(`${PREFIX}*`)).length === 1);

    await reader.close();

    expect(await redis.keys(`${PREFIX}*`)).toEqual([]);
  });
});
