import { hostname } from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import Redis from 'ioredis';
import { AppError, SERVICE_MESSAGES } from '@medi/contracts';
import { currentCorrelationId, travellingContext } from '@medi/request-context';
import {
  DEFAULT_DEADLINE_MS,
  DEFAULT_KEY_PREFIX,
  type RedisStreamsClientOptions,
} from './redis-streams.options';
import { reportConnectionErrors } from './connection-errors';
import { RPC_OK } from './rpc-observer';
import {
  EVENT_RETENTION_MS,
  nextStreamId,
  REQUEST_STREAM_MAX_LENGTH,
  serviceOf,
  streamKeys,
} from './stream-keys';
import { decodeReply, encodeMessage } from './wire-format';

interface PendingRequest {
  resolve(value: unknown): void;
  reject(error: AppError): void;
  timer: NodeJS.Timeout;
}

interface RequestOptions {
  deadlineMs?: number;
  requestId?: string;
}

const READ_BLOCK_MS = 1_000;
const FORGET_REPLIES_MS = 50;
/**
 * The requests of one event-loop turn (the HTTP requests that arrived together) leave in one write: each write to
 * Redis costs a system call here and a wake-up there, the larger part of a call's cost under load. The blocking
 * reader cannot share this: a pipelined command would wait behind its BLOCK.
 */
const COMMAND_CONNECTION = { lazyConnect: true, enableAutoPipelining: true } as const;

/**
 * Caller side of the Redis Streams transport. Each instance owns one reply stream, so a reply always comes
 * back to the gateway replica that asked, and deletes each reply once read; a request not answered by its
 * deadline fails here, and a request to a service with no live replica fails at once.
 */
export class RedisStreamsClient extends ClientProxy {
  private readonly keys;
  readonly clientId = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly defaultDeadlineMs: number;
  private commands?: Redis;
  private reader?: Redis;
  private connecting?: Promise<void>;
  private running = false;
  private readLoop?: Promise<void>;
  private readonly pending = new Map<string, PendingRequest>();
  private lastReadId = '0-0';
  private forgetTimer?: NodeJS.Timeout;
  /** Per service: until when (local clock) its presence key is known to exist, and the check under way. */
  private readonly liveUntil = new Map<string, number>();
  private readonly presenceChecks = new Map<string, Promise<boolean>>();
  private readonly logger = new Logger(RedisStreamsClient.name);

  constructor(private readonly options: RedisStreamsClientOptions) {
    super();
    this.keys = streamKeys(options.keyPrefix ?? DEFAULT_KEY_PREFIX);
    this.defaultDeadlineMs = options.defaultDeadlineMs ?? DEFAULT_DEADLINE_MS;
  }

  private get replyStream(): string {
    return this.keys.replies(this.clientId);
  }

  connect(): Promise<void> {
    this.connecting ??= this.open();
    return this.connecting;
  }

  private async open(): Promise<void> {
    this.commands = reportConnectionErrors(
      new Redis(this.options.redisUrl, COMMAND_CONNECTION),
      'requests to the services',
    );
    this.reader = reportConnectionErrors(
      new Redis(this.options.redisUrl, { lazyConnect: true }),
      'replies from the services',
    );
    await Promise.all([this.commands.connect(), this.reader.connect()]);
    this.running = true;
    this.readLoop = this.readReplies();
  }

  /** Sends a request and waits for its reply until the deadline. Rejects with an AppError. */
  async request<T>(pattern: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const startedAt = performance.now();
    try {
      const response = await this.exchange<T>(pattern, data, options);
      this.options.observer?.observe(pattern, RPC_OK, secondsSince(startedAt));
      return response;
    } catch (error) {
      this.options.observer?.observe(pattern, statusOf(error), secondsSince(startedAt));
      throw error;
    }
  }

  private async exchange<T>(pattern: string, data: unknown, options: RequestOptions): Promise<T> {
    await this.connect();
    const id = options.requestId ?? randomUUID();
    const deadlineMs = options.deadlineMs ?? this.defaultDeadlineMs;
    const service = serviceOf(pattern);
    const fields = encodeMessage(
      {
        id,
        pattern,
        data,
        correlationId: currentCorrelationId(),
        context: travellingContext(),
        replyTo: this.replyStream,
        deadline: Date.now() + deadlineMs,
        retryable: options.requestId !== undefined,
      },
      this.options.sealer,
    );
    if (!(await this.isLive(service))) {
      throw new AppError('TRANSPORT.SERVICE_UNAVAILABLE', SERVICE_MESSAGES.serviceUnavailable(service));
    }
    const reply = new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(
          new AppError(
            'TRANSPORT.DEADLINE_EXCEEDED',
            SERVICE_MESSAGES.deadlineExceeded(service, pattern, deadlineMs),
          ),
        );
      }, deadlineMs);
      this.pending.set(id, { resolve: resolve, reject, timer });
    });
    // Not awaited before the reply: a service's answer (an error, at once) can be read, and the deadline can pass,
    // before Redis has acknowledged the XADD. The caller must already be listening to `reply` by then; had it
    // awaited the XADD first, that rejection would have had no handler and ended the process.
    this.commands!.xadd(
      this.keys.requests(service),
      'MAXLEN',
      '~',
      REQUEST_STREAM_MAX_LENGTH,
      '*',
      ...fields,
    ).catch((error: unknown) =>
      this.settle(
        id,
        undefined,
        new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.sendFailed(pattern, error)),
      ),
    );
    return reply;
  }

  /**
   * Whether a replica of the service is alive. The answer is kept until the presence key's TTL runs out, so Redis
   * is asked about once per TTL per service, not once per request.
   */
  private async isLive(service: string): Promise<boolean> {
    if ((this.liveUntil.get(service) ?? 0) > Date.now()) return true;
    let check = this.presenceChecks.get(service);
    if (!check) {
      check = this.checkPresence(service).finally(() => this.presenceChecks.delete(service));
      this.presenceChecks.set(service, check);
    }
    return check;
  }

  private async checkPresence(service: string): Promise<boolean> {
    const remainingMs = await this.commands!.pttl(this.keys.presence(service));
    if (remainingMs <= 0) return false;
    this.liveUntil.set(service, Date.now() + remainingMs);
    return true;
  }

  /** Publishes a domain event to every service group. */
  async publishEvent(pattern: string, data: unknown): Promise<void> {
    await this.connect();
    const fields = encodeMessage(
      {
        id: randomUUID(),
        pattern,
        data,
        correlationId: currentCorrelationId(),
        context: travellingContext(),
      },
      this.options.sealer,
    );
    await this.commands!.xadd(
      this.keys.events,
      // Exact, not '~': a small stream would otherwise keep its old events in a partly filled node.
      'MINID',
      String(Date.now() - EVENT_RETENTION_MS),
      '*',
      ...fields,
    );
  }

  async close(): Promise<void> {
    this.running = false;
    clearTimeout(this.forgetTimer);
    this.reader?.disconnect();
    await this.readLoop;
    for (const [id] of this.pending)
      this.settle(id, undefined, new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.clientClosing));
    if (this.commands) {
      await this.commands.del(this.replyStream);
      await this.commands.quit();
    }
    this.connecting = undefined;
  }

  unwrap<T>(): T {
    return { commands: this.commands, reader: this.reader } as T;
  }

  /** Nest's ClientProxy.send() path: the default deadline applies. */
  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern as string);
    this.request(pattern, packet.data)
      .then(
        (response) => callback({ response, isDisposed: true }),
        (error: unknown) =>
          callback({ err: error instanceof AppError ? error.toJSON() : error, isDisposed: true }),
      )
      .catch((error: unknown) => this.logger.error(`Answering ${pattern} failed: ${String(error)}`));
    return () => undefined;
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    await this.publishEvent(this.normalizePattern(packet.pattern as string), packet.data);
    return undefined as T;
  }

  private async readReplies(): Promise<void> {
    let lastId = '0-0';
    while (this.running) {
      try {
        const batch = await this.reader!.xread(
          'COUNT',
          500,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          this.replyStream,
          lastId,
        );
        for (const [, entries] of batch ?? []) {
          for (const [entryId, fields] of entries) {
            lastId = entryId;
            const reply = decodeReply(fields, this.options.sealer);
            if (!reply) continue;
            this.settle(reply.id, reply.response, reply.error ? AppError.fromJSON(reply.error) : undefined);
          }
        }
        if (batch) this.forgetRepliesSoon(lastId);
        // The callers answered by this batch write their responses before the next read goes out: written first,
        // the read (a system call that wakes Redis) would hold up every one of them.
        await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        if (!this.running) return;
        this.logger.error(`Reading replies failed: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  /**
   * A reply may carry a secret (a session token): it stays in Redis only until read, plus FORGET_REPLIES_MS. One
   * trim deletes every reply read by then, so a busy client sends one command per interval, not one per reply:
   * each write to Redis costs a wake-up of another process, which is most of a call's time on a loaded machine.
   */
  private forgetRepliesSoon(lastReadId: string): void {
    this.lastReadId = lastReadId;
    this.forgetTimer ??= setTimeout(() => void this.forgetReadReplies(), FORGET_REPLIES_MS);
  }

  private async forgetReadReplies(): Promise<void> {
    this.forgetTimer = undefined;
    try {
      await this.commands!.xtrim(this.replyStream, 'MINID', nextStreamId(this.lastReadId));
    } catch (error) {
      if (this.running) this.logger.warn(`Deleting read replies failed: ${String(error)}`);
    }
  }

  private settle(id: string, response: unknown, error: AppError | undefined): void {
    const pending = this.pending.get(id);
    if (!pending) return; // a late reply to a request that already timed out
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(response);
  }
}

function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1_000;
}

/** The failure's code: an AppError's own, anything else (a bug, a Redis error) counts as internal. */
function statusOf(error: unknown): string {
  return error instanceof AppError ? error.code : 'COMMON.INTERNAL';
}
