import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import Redis from 'ioredis';
import { lastValueFrom } from 'rxjs';
import { AppError, SERVICE_MESSAGES } from '@medi/contracts';
import { runWithRequestContext } from '@medi/request-context';
import { reportConnectionErrors } from './connection-errors';
import { finishRequest, withFinishRequest } from './finish-request.script';
import { RedisStreamsContext } from './redis-streams.context';
import { RPC_OK } from './rpc-observer';
import {
  DEFAULT_CLAIM_IDLE_MS,
  DEFAULT_KEY_PREFIX,
  type RedisStreamsServerOptions,
} from './redis-streams.options';
import {
  DEAD_LETTER_MAX_LENGTH,
  HANDLED_MARKER_TTL_SECONDS,
  PRESENCE_TTL_MS,
  REPLY_STREAM_MAX_LENGTH,
  REPLY_STREAM_TTL_MS,
  streamKeys,
} from './stream-keys';
import { decodeMessage, encodeReply, type WireMessage, type WireReply, toWireError } from './wire-format';

type StreamEntry = [entryId: string, fields: string[]];
type StreamBatch = [stream: string, entries: StreamEntry[]][];

const READ_BLOCK_MS = 1_000;
const DEFAULT_CONCURRENCY = 32;

/**
 * Nest transport strategy on Redis Streams (not Nest's Redis pub/sub transport, where every replica handles every
 * message and nothing survives a restart).
 *
 * Replicas of one service form one consumer group, so each request is handled by one replica. An entry is
 * acknowledged and deleted only together with its reply; entries left pending by a replica that died are claimed
 * by a live one after `claimIdleMs`, and a live replica keeps its own in-flight entries fresh so they are not
 * claimed from under it. Each replica keeps the service's presence key alive, so callers fail at once when no
 * replica is.
 *
 * Nothing secret stays at rest: every payload is sealed (PayloadSealer), so Redis and its append-only file hold only
 * ciphertext of health data and secrets; and a request (which may carry a password) is deleted with its acknowledgement, the
 * reply (which may carry a session token) lives in the caller's reply stream only until the caller reads it, and
 * what is remembered of a handled request is a bare marker under its id, never its reply. A redelivery of a
 * handled request (a claim racing the original, or a caller retrying the same id) is therefore not handled again
 * and answers TRANSPORT.ALREADY_HANDLED; the original reply has reached the caller already, or the retrying caller
 * learns that its first call took effect.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  private readonly keys;
  private readonly service: string;
  private readonly consumer: string;
  private readonly claimIdleMs: number;
  private readonly concurrency: number;
  private reader?: Redis;
  private commands?: ReturnType<typeof withFinishRequest>;
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
      // The replies of a batch of requests finished in one turn leave in one write (one system call, one wake-up
      // of Redis); the blocking reader keeps its own connection, where nothing may queue behind its BLOCK.
      this.commands = withFinishRequest(
        reportConnectionErrors(
          new Redis(this.options.redisUrl, { lazyConnect: true, enableAutoPipelining: true }),
          `${this.service} replies`,
        ),
      );
      this.reader = reportConnectionErrors(
        new Redis(this.options.redisUrl, { lazyConnect: true }),
        `${this.service} requests`,
      );
      await Promise.all([this.commands.connect(), this.reader.connect()]);
      await this.createGroups();
      await this.announcePresence();
      this.running = true;
      this.readLoop = this.consume();
      this.maintenanceTimer = setInterval(
        () => void this.maintain(),
        Math.max(50, Math.floor(Math.min(this.claimIdleMs / 3, PRESENCE_TTL_MS / 4))),
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
        await afterRepliesOfThisTurn();
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

  /** `claimed`: taken over from another replica, so possibly handled there already. */
  private startAll(stream: string, entries: StreamEntry[], claimed = false): void {
    for (const [entryId, fields] of entries) {
      // A claimed entry can arrive while the same one is still running here; never run it twice at once.
      if (this.inFlight.has(entryId) || !fields) continue;
      const done = (
        stream === this.keys.events
          ? this.handleEventEntry(entryId, fields)
          : this.handleRequestEntry(entryId, fields, claimed)
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

  private async handleRequestEntry(entryId: string, fields: string[], claimed: boolean): Promise<void> {
    const startedAt = performance.now();
    const status = await this.serveRequestEntry(entryId, fields, claimed);
    if (status) this.observe(status.pattern, status.code, startedAt);
  }

  /** What became of the request, for the metrics: its pattern and 'ok' or the error code answered. */
  private async serveRequestEntry(
    entryId: string,
    fields: string[],
    claimed: boolean,
  ): Promise<{ pattern: string; code: string } | undefined> {
    const decoded = decodeMessage(fields, this.options.sealer);
    if (!decoded.ok) {
      this.logger.warn(`Refused request ${entryId} on ${this.requestStream}: ${decoded.reason}`);
      const error = (
        decoded.error ??
        new AppError('TRANSPORT.MALFORMED_MESSAGE', SERVICE_MESSAGES.malformedRequest(decoded.reason))
      ).toJSON();
      const reply = decoded.id ? { id: decoded.id, error } : undefined;
      await this.finishRequest(entryId, decoded.replyTo, reply, '');
      return { pattern: '', code: error.code };
    }
    const { message } = decoded;
    if (message.deadline !== undefined && Date.now() > message.deadline) {
      // The caller has already given up; running the handler now would only do work nobody waits for.
      this.logger.warn(`Dropped request ${message.id} (${message.pattern}): past its deadline`);
      await this.finishRequest(entryId, undefined, undefined, message.pattern);
      return { pattern: message.pattern, code: 'TRANSPORT.DEADLINE_EXCEEDED' };
    }
    const handledKey = this.keys.handled(this.service, message.id);
    // A first delivery of an id the transport made up cannot have been handled: it skips the round trip.
    if ((claimed || message.retryable) && (await this.commands!.exists(handledKey))) {
      const error = new AppError('TRANSPORT.ALREADY_HANDLED', SERVICE_MESSAGES.alreadyHandled).toJSON();
      await this.finishRequest(entryId, message.replyTo, { id: message.id, error }, message.pattern);
      return { pattern: message.pattern, code: error.code };
    }
    const reply = await this.runHandler(entryId, message);
    await this.finishRequest(entryId, message.replyTo, reply, message.pattern, handledKey);
    return { pattern: message.pattern, code: reply.error?.code ?? RPC_OK };
  }

  /** A pattern no handler serves is counted as 'unregistered': a label value comes from this code, never the wire. */
  private observe(pattern: string, code: string, startedAt: number): void {
    const handler = this.messageHandlers.get(pattern);
    const label = handler && !handler.isEventHandler ? pattern : 'unregistered';
    this.options.observer?.observe(label, code, (performance.now() - startedAt) / 1_000);
  }

  private async runHandler(entryId: string, message: WireMessage): Promise<WireReply> {
    const handler = this.handlerOf(message.pattern);
    if (!handler || handler.isEventHandler) {
      return {
        id: message.id,
        error: new AppError(
          'TRANSPORT.NO_HANDLER',
          SERVICE_MESSAGES.noHandler(message.pattern, this.service),
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

  /**
   * Our patterns are plain strings, registered under themselves. Nest's getHandlerByPattern first tries to parse
   * the pattern as JSON, which throws for every plain string: a costly exception per message.
   */
  private handlerOf(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? this.getHandlerByPattern(pattern);
  }

  /** Runs a handler inside the caller's correlation context and waits for its (last) value. */
  private invoke(
    handler: MessageHandler,
    message: WireMessage,
    context: RedisStreamsContext,
  ): Promise<unknown> {
    return runWithRequestContext({ correlationId: message.correlationId, ...message.context }, async () => {
      const result: unknown = await handler(message.data, context);
      return lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
    });
  }

  private async finishRequest(
    entryId: string,
    replyTo: string | undefined,
    reply: WireReply | undefined,
    pattern: string,
    handledKey?: string,
  ): Promise<void> {
    await finishRequest(this.commands!, {
      requestStream: this.requestStream,
      group: this.service,
      entryId,
      reply:
        replyTo && reply
          ? {
              stream: replyTo,
              fields: encodeReply(reply, pattern, this.options.sealer),
              maxLength: REPLY_STREAM_MAX_LENGTH,
              ttlMs: REPLY_STREAM_TTL_MS,
            }
          : undefined,
      marker: handledKey ? { key: handledKey, ttlSeconds: HANDLED_MARKER_TTL_SECONDS } : undefined,
    });
  }

  private async handleEventEntry(entryId: string, fields: string[]): Promise<void> {
    const decoded = decodeMessage(fields, this.options.sealer);
    if (decoded.ok) {
      const { message } = decoded;
      const handler = this.handlerOf(message.pattern);
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
          await this.deadLetter(entryId, message, toWireError(error).code);
        }
      }
    } else {
      this.logger.warn(`Malformed event ${entryId}: ${decoded.reason}`);
      await this.deadLetter(entryId, decoded, 'malformed');
    }
    await this.commands!.xack(this.keys.events, this.service, entryId);
  }

  /** Ids and the kind of failure only: the payload stays out of Redis, the details are in the service's log. */
  private async deadLetter(
    entryId: string,
    message: { id?: string; pattern?: string; correlationId?: string },
    reason: string,
  ): Promise<void> {
    await this.commands!.xadd(
      this.keys.deadLetters,
      'MAXLEN',
      '~',
      DEAD_LETTER_MAX_LENGTH,
      '*',
      'service',
      this.service,
      'entryId',
      entryId,
      'eventId',
      message.id ?? '',
      'pattern',
      message.pattern ?? '',
      'correlationId',
      message.correlationId ?? '',
      'reason',
      reason,
    );
  }

  /** Tells callers that the service has a live replica, for PRESENCE_TTL_MS. */
  private async announcePresence(): Promise<void> {
    await this.commands!.set(this.keys.presence(this.service), this.consumer, 'PX', PRESENCE_TTL_MS);
  }

  /** Keeps this replica's in-flight entries from looking abandoned, and takes over entries abandoned by others. */
  private async maintain(): Promise<void> {
    if (!this.running) return;
    try {
      await this.announcePresence();
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
      this.startAll(stream, entries, true);
    }
  }
}

/**
 * Resolves once the replies of handlers that finished at once (from memory, no I/O) have been written: their
 * auto-pipelined writes leave in the first check phase, this resolves in the next. A read sent before them (a system
 * call that wakes Redis) would hold each of them up.
 */
function afterRepliesOfThisTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
