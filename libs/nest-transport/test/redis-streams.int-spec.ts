import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError, DEFAULT_MAX_PAYLOAD_BYTES } from '@medi/contracts';
import { runWithRequestContext } from '@medi/request-context';
import {
  AppErrorRpcFilter,
  DEFAULT_DEADLINE_MS,
  PayloadSealer,
  RedisStreamsClient,
  RedisStreamsServer,
  type RpcObserver,
} from '../src';
import { EVENT_RETENTION_MS, PRESENCE_TTL_MS, streamKeys } from '../src/stream-keys';
import { decodeMessage, decodeReply } from '../src/wire-format';
import { WorkModule, type WorkRequest } from './fixtures/work.controller';

const redisUrl = process.env.TEST_REDIS_URL!;
const sealer = PayloadSealer.fromKeys(process.env.TRANSPORT_SEALING_KEY!);

interface WorkReply {
  caller: string;
  n: number;
  replica: string;
  correlationId: string;
}

describe('Redis Streams transport', () => {
  let keyPrefix: string;
  let redis: Redis;
  const replicas: INestMicroservice[] = [];
  const clients: RedisStreamsClient[] = [];
  const children: ChildProcess[] = [];

  beforeEach(() => {
    keyPrefix = `t-${randomUUID().slice(0, 8)}`;
    redis = new Redis(redisUrl);
  });

  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(replicas.splice(0).map((replica) => replica.close()));
    await Promise.all(clients.splice(0).map((client) => client.close()));
    redis.disconnect();
  });

  async function startReplica(
    name: string,
    service = 'work',
    claimIdleMs?: number,
    observer?: RpcObserver,
  ): Promise<void> {
    const replica = await NestFactory.createMicroservice(
      WorkModule.forReplica({ name, redisUrl, keyPrefix }),
      {
        strategy: new RedisStreamsServer({ redisUrl, keyPrefix, service, claimIdleMs, observer, sealer }),
        logger: false,
      },
    );
    replica.useGlobalFilters(new AppErrorRpcFilter());
    await replica.listen();
    replicas.push(replica);
  }

  async function startChildReplica(name: string, env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '-r',
        join(__dirname, '../../testing/src/register-swc.cjs'),
        join(__dirname, 'fixtures/replica.main.ts'),
      ],
      {
        env: { ...process.env, REDIS_URL: redisUrl, KEY_PREFIX: keyPrefix, REPLICA_NAME: name, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`replica ${name} exited with ${code}`)));
    });
    return child;
  }

  async function newClient(defaultDeadlineMs = 10_000, observer?: RpcObserver): Promise<RedisStreamsClient> {
    const client = new RedisStreamsClient({ redisUrl, keyPrefix, defaultDeadlineMs, observer, sealer });
    await client.connect();
    clients.push(client);
    return client;
  }

  /** Every key of this test's prefix with its content (strings, streams, lists, hashes) as one text. */
  async function everythingStored(): Promise<string> {
    const keys = await redis.keys(`${keyPrefix}:*`);
    const contents = await Promise.all(
      keys.map(async (key) => {
        const type = await redis.type(key);
        if (type === 'string') return redis.get(key);
        if (type === 'stream') return JSON.stringify(await redis.xrange(key, '-', '+'));
        if (type === 'list') return JSON.stringify(await redis.lrange(key, 0, -1));
        if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
        throw new Error(`unexpected ${type} at ${key}`);
      }),
    );
    return keys.map((key, index) => `${key} ${contents[index]}`).join('\n');
  }

  const errorOf = (call: Promise<unknown>) =>
    call.then(() => undefined).catch((caught: unknown) => caught as AppError);

  async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('handles 1,000 requests from two callers on two replicas exactly once, each reply reaching its own caller', async () => {
    await startReplica('replica-a');
    await startReplica('replica-b');
    const [first, second] = [await newClient(), await newClient()];

    const calls = Array.from({ length: 1_000 }, (_, n) => {
      const [client, caller] = n % 2 === 0 ? [first, 'first'] : [second, 'second'];
      return client.request<WorkReply>('work.do', { caller, n } satisfies WorkRequest);
    });
    const replies = await Promise.all(calls);

    replies.forEach((reply, n) => {
      expect(reply.n).toBe(n);
      expect(reply.caller).toBe(n % 2 === 0 ? 'first' : 'second');
    });
    const handled = await redis.hgetall(`${keyPrefix}:test:handled`);
    expect(Object.keys(handled)).toHaveLength(1_000);
    expect(Object.values(handled).every((count) => count === '1')).toBe(true);
    const byReplica = new Set(replies.map((reply) => reply.replica));
    expect(byReplica).toEqual(new Set(['replica-a', 'replica-b']));
  });

  it('answers within the default deadline, exactly once, from a live replica when the one handling the request is SIGKILLed', async () => {
    const doomed = await startChildReplica('doomed', { HANG: '1' });
    const client = await newClient(DEFAULT_DEADLINE_MS);
    const sentAt = Date.now();
    const calls = Array.from({ length: 20 }, (_, n) =>
      client
        .request<WorkReply>('work.do', { caller: 'c', n })
        .then((reply) => ({ reply, elapsedMs: Date.now() - sentAt })),
    );
    await waitFor(async () => (await redis.llen(`${keyPrefix}:test:received:doomed`)) === 20);
    const pending = (await redis.xpending(streamKeys(keyPrefix).requests('work'), 'work')) as [
      number,
      ...unknown[],
    ];
    expect(pending[0]).toBe(20);

    await startReplica('survivor');
    doomed.kill('SIGKILL');
    const answers = await Promise.all(calls);

    expect(answers.map(({ reply }) => reply.replica)).toEqual(Array(20).fill('survivor'));
    expect(answers.map(({ reply }) => reply.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(Math.max(...answers.map(({ elapsedMs }) => elapsedMs))).toBeLessThan(DEFAULT_DEADLINE_MS);
    const handled = await redis.hgetall(`${keyPrefix}:test:handled`);
    expect(Object.values(handled)).toEqual(Array(20).fill('1'));
    const after = (await redis.xpending(streamKeys(keyPrefix).requests('work'), 'work')) as [
      number,
      ...unknown[],
    ];
    expect(after[0]).toBe(0);
    expect(await redis.xlen(streamKeys(keyPrefix).requests('work'))).toBe(0);
  });

  it('fails at once with service-unavailable when no replica of the service is alive', async () => {
    const client = await newClient();
    const started = Date.now();

    const error = await errorOf(client.request('nobody.ping', {}));

    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe('TRANSPORT.SERVICE_UNAVAILABLE');
    expect(error?.message).toBe('The nobody service is unavailable. Please try again shortly.');
    expect(Date.now() - started).toBeLessThan(200);
    expect(await redis.exists(streamKeys(keyPrefix).requests('nobody'))).toBe(0);
  });

  it('fails fast soon after the last replica of a service is SIGKILLed while another service keeps answering', async () => {
    const lone = await startChildReplica('lone', {});
    await startReplica('other-1', 'other');
    const client = await newClient();
    await expect(client.request<WorkReply>('work.do', { caller: 'c', n: 1 })).resolves.toMatchObject({
      replica: 'lone',
    });

    lone.kill('SIGKILL');
    const killedAt = Date.now();
    let fastFailureAt = 0;
    await waitFor(async () => {
      const started = Date.now();
      const error = await errorOf(client.request('work.do', { caller: 'c', n: 2 }, { deadlineMs: 250 }));
      if (error?.code !== 'TRANSPORT.SERVICE_UNAVAILABLE' || Date.now() - started > 50) return false;
      fastFailureAt = Date.now();
      return true;
    });

    expect(fastFailureAt - killedAt).toBeLessThan(PRESENCE_TTL_MS + 1_000);
    // The other service has a live replica: its request is delivered and answered (it has no such handler).
    expect((await errorOf(client.request('other.anything', {})))?.code).toBe('TRANSPORT.NO_HANDLER');
  });

  it('keeps neither the password of a sign-in-like request nor the session token of its reply anywhere in Redis', async () => {
    await startReplica('guarded');
    const client = await newClient();
    const password = `pw-${randomUUID()}`;
    const sessionToken = `tok-${randomUUID()}`;

    await expect(client.request('work.sign-in', { password, sessionToken })).resolves.toEqual({
      success: true,
      sessionToken,
    });
    await waitFor(async () => (await redis.xlen(streamKeys(keyPrefix).replies(client.clientId))) === 0);

    const stored = await everythingStored();
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(sessionToken);
    expect(await redis.xlen(streamKeys(keyPrefix).requests('work'))).toBe(0);
  });

  it('refuses a request over the payload cap at the caller, before it reaches Redis', async () => {
    await startReplica('capped');
    const client = await newClient();

    const error = await errorOf(
      client.request('work.do', { caller: 'é'.repeat(DEFAULT_MAX_PAYLOAD_BYTES / 2), n: 1 }),
    );

    expect(error?.code).toBe('TRANSPORT.PAYLOAD_TOO_LARGE');
    expect(error?.message).toMatch(/^The request of work\.do has \d+ bytes; at most 1048576 are allowed\.$/);
    expect(await redis.llen(`${keyPrefix}:test:received:capped`)).toBe(0);
    expect(await redis.xlen(streamKeys(keyPrefix).requests('work'))).toBe(0);
  });

  it('answers a reply over the payload cap with a payload-too-large error', async () => {
    await startReplica('verbose');
    const client = await newClient();

    const fits = await client.request<{ blob: string }>('work.big-reply', { bytes: 1_000 });
    const error = await errorOf(client.request('work.big-reply', { bytes: DEFAULT_MAX_PAYLOAD_BYTES }));

    expect(fits.blob).toHaveLength(1_000);
    expect(error?.code).toBe('TRANSPORT.PAYLOAD_TOO_LARGE');
    expect(error?.message).toMatch(/^The reply of work\.big-reply has/);
  });

  it('dead-letters a failed event by its ids, without its payload', async () => {
    await startReplica('strict');
    const client = await newClient();
    const secret = `secret-${randomUUID()}`;

    await client.publishEvent('event.test.rejected', { userId: 'u-1', secret });
    await waitFor(async () => (await redis.xlen(streamKeys(keyPrefix).deadLetters)) === 1);

    const [[, fields]] = await redis.xrange(streamKeys(keyPrefix).deadLetters, '-', '+');
    expect(fields).toEqual(
      expect.arrayContaining(['pattern', 'event.test.rejected', 'reason', 'COMMON.CONFLICT']),
    );
    expect(fields.join(' ')).not.toContain(secret);
  });

  it('keeps only sealed data in the stream: unreadable without the key, refused when moved to another message', async () => {
    const client = await newClient();
    const patientName = `Patient ${randomUUID()}`;

    await client.publishEvent('event.test.happened', { patientName });

    const entries = await redis.xrange(streamKeys(keyPrefix).events, '-', '+');
    const [, fields] = entries[entries.length - 1];
    expect(fields.join(' ')).not.toContain(patientName);
    expect(decodeMessage(fields, sealer)).toMatchObject({ ok: true, message: { data: { patientName } } });
    const reasonOf = (decoded: ReturnType<typeof decodeMessage>) => (decoded.ok ? 'opened' : decoded.reason);
    const otherKey = PayloadSealer.fromKeys(randomBytes(32).toString('base64'));
    expect(reasonOf(decodeMessage(fields, otherKey))).toMatch(/a key this process does not have/);
    const moved = fields.map((field, index) =>
      index > 0 && fields[index - 1] === 'id' ? randomUUID() : field,
    );
    expect(reasonOf(decodeMessage(moved, sealer))).toMatch(/altered/);
  });

  it('trims events older than the retention when a new one is published', async () => {
    const client = await newClient();
    const events = streamKeys(keyPrefix).events;
    const old = await redis.xadd(events, `${Date.now() - EVENT_RETENTION_MS - 60_000}-0`, 'id', 'old');

    await client.publishEvent('event.test.happened', { n: 1 });

    const ids = (await redis.xrange(events, '-', '+')).map(([id]) => id);
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(old);
  });

  it('delivers an event once to every service group, not to every replica', async () => {
    await startReplica('alpha-1', 'alpha');
    await startReplica('alpha-2', 'alpha');
    await startReplica('beta-1', 'beta');
    await startReplica('beta-2', 'beta');
    const client = await newClient();

    for (let n = 0; n < 50; n += 1) await client.publishEvent('event.test.happened', { n });

    const received = async (names: string[]) =>
      (
        await Promise.all(names.map((name) => redis.lrange(`${keyPrefix}:test:events:${name}`, 0, -1)))
      ).flat();
    await waitFor(async () => (await received(['alpha-1', 'alpha-2', 'beta-1', 'beta-2'])).length >= 100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const alpha = (await received(['alpha-1', 'alpha-2'])).map(Number).sort((a, b) => a - b);
    const beta = (await received(['beta-1', 'beta-2'])).map(Number).sort((a, b) => a - b);
    const all = Array.from({ length: 50 }, (_, n) => n);
    expect(alpha).toEqual(all);
    expect(beta).toEqual(all);
  });

  it('fails at the deadline even while a replica is still working on the request', async () => {
    await startReplica('slow');
    const client = await newClient();

    const error = await client
      .request('work.do', { caller: 'c', n: 1, sleepMs: 1_500 }, { deadlineMs: 200 })
      .catch((caught: unknown) => caught);

    expect((error as AppError).code).toBe('TRANSPORT.DEADLINE_EXCEEDED');
  });

  it('answers a malformed message with an error reply and keeps serving', async () => {
    await startReplica('sturdy');
    const client = await newClient();
    const replyTo = `${keyPrefix}:reply:hand-written`;

    await redis.xadd(
      streamKeys(keyPrefix).requests('work'),
      '*',
      'id',
      'bad-1',
      'pattern',
      'work.do',
      'data',
      '{not json',
      'replyTo',
      replyTo,
    );
    await redis.xadd(streamKeys(keyPrefix).requests('work'), '*', 'data', '{}');
    const replies = (await redis.xread('BLOCK', 5_000, 'STREAMS', replyTo, '0-0')) as [
      string,
      [string, string[]][],
    ][];

    const fields = replies[0][1][0][1];
    expect(fields.slice(0, 2)).toEqual(['id', 'bad-1']);
    // Unsealed data is refused like unreadable data: nobody without the key can make a service act.
    expect(decodeReply(fields, sealer)?.error).toMatchObject({ code: 'TRANSPORT.MALFORMED_MESSAGE' });
    await expect(client.request<WorkReply>('work.do', { caller: 'after', n: 7 })).resolves.toMatchObject({
      n: 7,
    });
  });

  it('carries an AppError across as is and hides the internals of any other failure', async () => {
    await startReplica('failing');
    const client = await newClient();

    const known = await client.request('work.fail-known', {}).catch((caught: unknown) => caught);
    const unknown = await client.request('work.fail-unknown', {}).catch((caught: unknown) => caught);

    expect(known).toEqual(new AppError('COMMON.CONFLICT', 'That licence number is already registered.'));
    expect((known as AppError).code).toBe('COMMON.CONFLICT');
    expect((unknown as AppError).code).toBe('COMMON.INTERNAL');
    expect((unknown as AppError).message).not.toContain('secret');
  });

  it('hands its caller an error reply that arrives before Redis acknowledged the request, and the caller lives on', async () => {
    await startReplica('quick-to-refuse');
    // Redis's acknowledgement of the request reaches the caller only after the service's refusal has: the order a
    // busy gateway sees when a service refuses at once. Node ends a process on a rejection nobody handles.
    const caller = spawn(
      process.execPath,
      [
        '-r',
        join(__dirname, '../../testing/src/register-swc.cjs'),
        join(__dirname, 'fixtures/late-acknowledgement.main.ts'),
      ],
      {
        env: { ...process.env, REDIS_URL: redisUrl, KEY_PREFIX: keyPrefix },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(caller);
    let output = '';
    caller.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    caller.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => caller.once('exit', resolve));

    expect({ status, output }).toEqual({
      status: 0,
      output: `${JSON.stringify({ code: 'COMMON.CONFLICT' })}\n`,
    });
  });

  it('answers a repeated request id with already-handled, without handling it again or keeping its reply', async () => {
    await startReplica('once');
    const client = await newClient();

    const first = await client.request<WorkReply>('work.do', { caller: 'c', n: 1 }, { requestId: 'same-id' });
    const second = await errorOf(client.request('work.do', { caller: 'c', n: 2 }, { requestId: 'same-id' }));

    expect(first.n).toBe(1);
    expect(second?.code).toBe('TRANSPORT.ALREADY_HANDLED');
    expect(await redis.hget(`${keyPrefix}:test:handled`, 'same-id')).toBe('1');
  });

  it('runs the handler with the caller’s correlation id', async () => {
    await startReplica('traced');
    const client = await newClient();

    const reply = await runWithRequestContext({ correlationId: 'corr-123' }, () =>
      client.request<WorkReply>('work.do', { caller: 'c', n: 1 }),
    );

    expect(reply.correlationId).toBe('corr-123');
  });

  it('answers a pattern no handler serves with a no-handler error', async () => {
    await startReplica('narrow');
    const client = await newClient();

    const error = await client.request('work.unknown', {}).catch((caught: unknown) => caught);

    expect((error as AppError).code).toBe('TRANSPORT.NO_HANDLER');
  });

  it('tells both sides’ observers each request’s pattern, outcome and duration, and no pattern the wire made up', async () => {
    const served: Array<[string, string, number]> = [];
    const sent: Array<[string, string, number]> = [];
    const record = (into: typeof served): RpcObserver => ({
      observe: (pattern, status, seconds) => into.push([pattern, status, seconds]),
    });
    await startReplica('observed', 'work', undefined, record(served));
    const client = await newClient(10_000, record(sent));

    await client.request('work.do', { caller: 'c', n: 1 });
    await errorOf(client.request('work.fail-known', {}));
    await errorOf(client.request('work.patient-ravi-kumar', {}));
    await errorOf(client.request('nobody.home', {}));

    const outcomes = (observed: typeof served) => observed.map(([pattern, status]) => `${pattern} ${status}`);
    expect(outcomes(sent)).toEqual([
      'work.do ok',
      'work.fail-known COMMON.CONFLICT',
      'work.patient-ravi-kumar TRANSPORT.NO_HANDLER',
      'nobody.home TRANSPORT.SERVICE_UNAVAILABLE',
    ]);
    await waitFor(() => Promise.resolve(served.length === 3));
    expect(outcomes(served)).toEqual([
      'work.do ok',
      'work.fail-known COMMON.CONFLICT',
      'unregistered TRANSPORT.NO_HANDLER',
    ]);
    for (const [, , seconds] of [...sent, ...served]) expect(seconds).toBeGreaterThanOrEqual(0);
  });
});
