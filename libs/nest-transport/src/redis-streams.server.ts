import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import Redis from 'ioredis';
import { lastValueFrom } from 'rxjs';
import { AppError } from '@medi/contracts';
import { runWithRequestContext } from '@medi/request-context';
import { RedisStreamsContext } from './redis-streams.context';
import {
  DEFAULT_CLAIM_IDLE_MS,
  DEFAULT_KEY_PREFIX,
  type RedisStreamsServerOptions,
} from './redis-streams.options';
import {
  HANDLED_REPLY_TTL_SECONDS,
  REPLY_STREAM_MAX_LENGTH,
  REPLY_STREAM_TTL_MS,
  REQUEST_STREAM_MAX_LENGTH,
  streamKeys,
} from './stream-keys';
import { decodeMessage, encodeReply, type WireMessage, type WireReply, toWireError } from './wire-format';

type StreamEntry = [entryId: string, fields: string[]];
type StreamBatch = [stream: string, entries: StreamEntry[]][];

const READ_BLOCK_MS = 1_000;
const DEFAULT_CONCURRENCY = 32;

/**
 * Nest transport strategy on Redis Streams (ARCHITECTURE decision 3).
 *
 * Replicas of one service form one consumer group, so each request is handled by one replica. An entry is
 * acknowledged only together with its reply; entries left pending by a replica that died are claimed by a
 * live one after `claimIdleMs`, and a live replica keeps its own in-flight entries fresh so they are not
 * claimed from under it. A request's reply is remembered under its request id, so a redelivery is answered
 * without running the handler again.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  private readonly keys;
  private readonly service: string;
  private readonly consumer: string;
  private readonly claimIdleMs: number;
  private readonly concurrency: number;
  private reader?: Redis;
  private commands?: Redis;
  private running = false;
  private readLoop?: Promise<void>;
  private maintenanceTimer?: NodeJS.Timeout;
  private readonly inFlight = new Map<string, { stream: string; done: Promise<void> }>();
  private slotFreed?: () => void;
  private closing?: Promise<void>;
  protected override readonly logger = new Logger(RedisStreamsServer.name);

  constructor(private readonly options: RedisStreamsServerOptions) {
    super();
    this.keys = streamKeys(options.keyPrefix ?? DEFAULT_KEY_PREFIX);
    this.service = options.service;
    this.consumer = options.consumerName ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.claimIdleMs = options.claimIdleMs ?? DEFAULT_CLAIM_IDLE_MS;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  }

  private get requestStream(): string {
    return this.keys.requests(this.service);
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.commands = new Redis(this.options.redisUrl, { lazyConnect: true });
      this.reader = new Redis(this.options.redisUrl, { lazyConnect: true });
      await Promise.all([this.commands.connect(), this.reader.connect()]);
      await this.createGroups();
      this.running = true;
      this.readLoop = this.consume();
      this.maintenanceTimer = setInterval(
        () => void this.maintain(),
        Math.max(100, Math.floor(this.claimIdleMs / 3)),
      );
      this.logger.log(
        `Consuming ${this.requestStream} and ${this.keys.events} as ${this.service}/${this.consumer}`,
      );
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking work, finishes what is in flight, then disconnects. Safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.running = false;
    clearInterval(this.maintenanceTimer);
    this.slotFreed?.();
    // Ends a blocked read at once; an entry delivered at that instant stays pending and is claimed by a live replica.
    this.reader?.disconnect();
    await this.readLoop;
    await Promise.all([...this.inFlight.values()].map((entry) => entry.done));
    await this.commands?.quit();
  }

  on(): never {
    throw new Error('RedisStreamsServer does not emit events; use the status observable.');
  }

  unwrap<T>(): T {
    return { reader: this.reader, commands: this.commands } as T;
  }

  private async createGroups(): Promise<void> {
    // Requests already waiting (sent before this group existed) are still served; old events are not replayed.
    await this.createGroup(this.requestStream, '0');
    await this.createGroup(this.keys.events, '$');
  }

  private async createGroup(stream: string, startId: string): Promise<void> {
    try {
      await this.commands!.xgroup('CREATE', stream, this.service, startId, 'MKSTREAM');
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('BUSYGROUP')) throw error;
    }
  }

  private async consume(): Promise<void> {
    while (this.running) {
      const free = this.concurrency - this.inFlight.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (this.slotFreed = resolve));
        continue;
      }
      try {
        const batch = (await this.reader!.xreadgroup(
          'GROUP',
          this.service,
          this.consumer,
          'COUNT',
          free,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          this.requestStream,
          this.keys.events,
          '>',
          '>',
        )) as StreamBatch | null;
        for (const [stream, entries] of batch ?? []) this.startAll(stream, entries);
      } catch (error) {
        if (!this.running) return;
        this.logger.error(`Reading ${this.requestStream} failed: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        // A Redis that lost its data (restarted without AOF) has lost the groups too: make them again.
        if (error instanceof Error && error.message.includes('NOGROUP'))
          await this.createGroups().catch(() => undefined);
      }
    }
  }

  private startAll(stream: string, entries: StreamEntry[]): void {
    for (const [entryId, fields] of entries) {
      // A claimed entry can arrive while the same one is still running here; never run it twice at once.
      if (this.inFlight.has(entryId) || !fields) continue;
      const done = (
        stream === this.keys.events
          ? this.handleEventEntry(entryId, fields)
          : this.handleRequestEntry(entryId, fields)
      )
        .catch((error: unknown) =>
          this.logger.error(`Entry ${entryId} on ${stream} failed: ${String(error)}`),
        )
        .finally(() => {
          this.inFlight.delete(entryId);
          this.slotFreed?.();
          this.slotFreed = undefined;
        });
      this.inFlight.set(entryId, { stream, done });
    }
  }

  private async handleRequestEntry(entryId: string, fields: string[]): Promise<void> {
    const decoded = decodeMessage(fields);
    if (!decoded.ok) {
      this.logger.warn(`Malformed request ${entryId} on ${this.requestStream}: ${decoded.reason}`);
      const error = new AppError(
        'TRANSPORT.MALFORMED_MESSAGE',
        `Malformed request: ${decoded.reason}.`,
      ).toJSON();
      await this.finishRequest(entryId, decoded.replyTo, decoded.id ? { id: decoded.id, error } : undefined);
      return;
    }
    const { message } = decoded;
    if (message.deadline !== undefined && Date.now() > message.deadline) {
      // The caller has already given up; running the handler now would only do work nobody waits for.
      this.logger.warn(`Dropped request ${message.id} (${message.pattern}): past its deadline`);
      await this.finishRequest(entryId, undefined, undefined);
      return;
    }
    const handledKey = this.keys.handled(this.service, message.id);
    const remembered = await this.commands!.get(handledKey);
    if (remembered !== null) {
      await this.finishRequest(entryId, message.replyTo, JSON.parse(remembered) as WireReply);
      return;
    }
    const reply = await this.runHandler(entryId, message);
    await this.finishRequest(entryId, message.replyTo, reply, handledKey);
  }

  private async runHandler(entryId: string, message: WireMessage): Promise<WireReply> {
    const handler = this.getHandlerByPattern(message.pattern);
    if (!handler || handler.isEventHandler) {
      return {
        id: message.id,
        error: new AppError(
          'TRANSPORT.NO_HANDLER',
          `No handler for ${message.pattern} in ${this.service}.`,
        ).toJSON(),
      };
    }
    const context = new RedisStreamsContext([
      this.requestStream,
      entryId,
      message.id,
      message.correlationId,
      message.pattern,
    ]);
    try {
      const response = await this.invoke(handler, message, context);
      return { id: message.id, response };
    } catch (error) {
      return { id: message.id, error: toWireError(error) };
    }
  }

  /** Runs a handler inside the caller's correlation context and waits for its (last) value. */
  private invoke(
    handler: MessageHandler,
    message: WireMessage,
    context: RedisStreamsContext,
  ): Promise<unknown> {
    return runWithRequestContext({ correlationId: message.correlationId }, async () => {
      const result: unknown = await handler(message.data, context);
      return lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
    });
  }

  /** Reply, remember the reply and acknowledge in one transaction: either all happen or the entry is redelivered. */
  private async finishRequest(
    entryId: string,
    replyTo: string | undefined,
    reply: WireReply | undefined,
    handledKey?: string,
  ) {
    const transaction = this.commands!.multi();
    if (replyTo && reply) {
      transaction.xadd(replyTo, 'MAXLEN', '~', REPLY_STREAM_MAX_LENGTH, '*', ...encodeReply(reply));
      transaction.pexpire(replyTo, REPLY_STREAM_TTL_MS);
    }
    if (handledKey && reply)
      transaction.set(handledKey, JSON.stringify(reply), 'EX', HANDLED_REPLY_TTL_SECONDS);
    transaction.xack(this.requestStream, this.service, entryId);
    await transaction.exec();
  }

  private async handleEventEntry(entryId: string, fields: string[]): Promise<void> {
    const decoded = decodeMessage(fields);
    if (decoded.ok) {
      const { message } = decoded;
      const handler = this.getHandlerByPattern(message.pattern);
      if (handler?.isEventHandler) {
        const context = new RedisStreamsContext([
          this.keys.events,
          entryId,
          message.id,
          message.correlationId,
          message.pattern,
        ]);
        try {
          await this.invoke(handler, message, context);
        } catch (error) {
          this.logger.error(`Event handler for ${message.pattern} failed: ${describe(error)}`);
          await this.deadLetter(entryId, fields, describe(error));
        }
      }
    } else {
      this.logger.warn(`Malformed event ${entryId}: ${decoded.reason}`);
      await this.deadLetter(entryId, fields, decoded.reason);
    }
    await this.commands!.xack(this.keys.events, this.service, entryId);
  }

  private async deadLetter(entryId: string, fields: string[], reason: string): Promise<void> {
    await this.commands!.xadd(
      this.keys.deadLetters,
      'MAXLEN',
      '~',
      REQUEST_STREAM_MAX_LENGTH,
      '*',
      'service',
      this.service,
      'entryId',
      entryId,
      'reason',
      reason,
      ...fields,
    );
  }

  /** Keeps this replica's in-flight entries from looking abandoned, and takes over entries abandoned by others. */
  private async maintain(): Promise<void> {
    if (!this.running) return;
    try {
      await this.refreshInFlight();
      for (const stream of [this.requestStream, this.keys.events]) await this.claimAbandoned(stream);
    } catch (error) {
      if (this.running) this.logger.warn(`Stream maintenance failed: ${String(error)}`);
    }
  }

  private async refreshInFlight(): Promise<void> {
    const byStream = new Map<string, string[]>();
    for (const [entryId, { stream }] of this.inFlight)
      byStream.set(stream, [...(byStream.get(stream) ?? []), entryId]);
    for (const [stream, entryIds] of byStream) {
      await this.commands!.xclaim(stream, this.service, this.consumer, 0, ...entryIds, 'JUSTID');
    }
  }

  private async claimAbandoned(stream: string): Promise<void> {
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return;
    const [, entries] = (await this.commands!.xautoclaim(
      stream,
      this.service,
      this.consumer,
      this.claimIdleMs,
      '0-0',
      'COUNT',
      free,
    )) as [string, StreamEntry[], string[]];
    if (entries.length > 0) {
      this.logger.warn(`Claimed ${entries.length} abandoned entries on ${stream}`);
      this.startAll(stream, entries);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
