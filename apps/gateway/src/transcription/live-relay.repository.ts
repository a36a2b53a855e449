import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  LIVE_SOCKET_PRESENCE_MS,
  LIVE_STATE_TTL_MS,
  liveAudioContext,
  LIVE_FIELDS,
  liveEntryFields,
  liveKeys,
  liveResultContext,
  liveSocketAttachedChannel,
  userSignedOutChannel,
} from '@medi/contracts';
import {
  BELL_ONLY_ID,
  pipelinedScript,
  type PipelinedScript,
  REDIS,
  RING_WITH_ENTRY_LUA,
  SharedStreamReader,
  streamBellOf,
  type StreamSubscription,
  WriteBatcher,
} from '@medi/nest-common';
import { PayloadSealer, reportConnectionErrors } from '@medi/nest-transport';
import type Redis from 'ioredis';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

/**
 * Appends one audio chunk unless its number was taken in already (a client resending after a reconnect), only in
 * order (a chunk after a missing one is refused, so an Ack always covers every chunk up to its number), and only
 * while the session is live (its state exists), and rings the input's bell for the replica reading it. A chunk
 * without a number gets the next one. Answers [the chunk's number, or 0 for a duplicate, -1 when the session is
 * not live, -2 when a chunk before it is missing; the last number stored]. The bell carries the entry.
 */
const APPEND_AUDIO = `${RING_WITH_ENTRY_LUA}
if redis.call('hexists', KEYS[2], '${LIVE_FIELDS.userId}') == 0 then return {-1, 0} end
local last = tonumber(redis.call('hget', KEYS[2], '${LIVE_FIELDS.lastAudioSeq}') or '0')
local seq = tonumber(ARGV[1])
if seq == 0 then seq = last + 1 end
if seq <= last then return {0, last} end
if seq > last + 1 then return {-2, last} end
local fields = {'${LIVE_FIELDS.kind}', 'audio', '${LIVE_FIELDS.seq}', seq, '${LIVE_FIELDS.pcm}', ARGV[2]}
local id = redis.call('xadd', KEYS[1], '*', unpack(fields))
if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[4]) end
redis.call('hset', KEYS[2], '${LIVE_FIELDS.lastAudioSeq}', seq)
ringWithEntry(ARGV[3], id, fields)
return {seq, seq}`;

/** Appends a pause, resume or stop while the session is live, its entry on the bell; answers 0 (not live) or 1. */
const APPEND_CONTROL = `${RING_WITH_ENTRY_LUA}
if redis.call('hexists', KEYS[2], '${LIVE_FIELDS.userId}') == 0 then return 0 end
local fields = {'${LIVE_FIELDS.kind}', ARGV[1]}
local id = redis.call('xadd', KEYS[1], '*', unpack(fields))
if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[3]) end
ringWithEntry(ARGV[2], id, fields)
return 1`;

/** Marks a socket attached to a session until Redis's clock passes now + ARGV[2]. */
const ATTACH_SOCKET = `
local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('zadd', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('pexpire', KEYS[1], ARGV[2])
return 1`;

const SOCKET_EVENTS_CONNECTION = 'medi-live-socket-events';

/** What became of an audio chunk (see APPEND_AUDIO). */
export type AudioAppend =
  | { outcome: 'stored' | 'duplicate'; lastAudioSeq: number }
  | { outcome: 'not live' }
  | { outcome: 'gap'; lastAudioSeq: number };

/**
 * A result as the session service wrote it: the JSON text of one ServerMessage in UTF-8, sent to the browser as it
 * is (a text frame, never decoded here); undefined when it cannot be opened (sealed with a key this gateway does not
 * have).
 */
export interface RelayedResult {
  /** Its id in the results stream; undefined for one the bell alone carried (a hypothesis, never stored). */
  id: string | undefined;
  /** The ServerMessage's type, stored beside the sealed body. */
  type: string | undefined;
  body: Buffer | undefined;
}

/**
 * The gateway's side of a live consultation's streams: audio in, transcript out, each a Redis stream, so whichever
 * session replica owns the consultation reads it and one that dies is replaced without losing a frame.
 */
@Injectable()
export class LiveRelayRepository implements OnApplicationShutdown {
  private readonly prefix: string;
  /** One blocking connection reads the results of every socket on this gateway. */
  private readonly resultsReader: SharedStreamReader;
  /** Audio of all sockets on this gateway, and the deletion of results sent, go to Redis a batch at a time. */
  private readonly writes: WriteBatcher;
  private readonly sealer: PayloadSealer;
  private readonly appendAudioScript: PipelinedScript;
  private readonly logger = new Logger(LiveRelayRepository.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.prefix = config.KEY_PREFIX;
    this.sealer = PayloadSealer.fromKeys(config.TRANSPORT_SEALING_KEY);
    this.appendAudioScript = pipelinedScript(redis, 'mediLiveAppendAudio', 2, APPEND_AUDIO);
    this.writes = new WriteBatcher(redis);
    this.resultsReader = new SharedStreamReader(redis, { connectionName: 'medi-live-relay' });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.resultsReader.close();
  }

  async appendAudio(sessionId: string, seq: number, pcm: Buffer): Promise<AudioAppend> {
    const keys = liveKeys(this.prefix, sessionId);
    const [result, lastAudioSeq] = await this.writes.send<[number, number]>((pipeline) =>
      this.appendAudioScript(
        pipeline,
        keys.input,
        keys.state,
        seq,
        this.sealer.seal(pcm, liveAudioContext(sessionId)),
        streamBellOf(keys.input),
        LIVE_STATE_TTL_MS,
      ),
    );
    if (result === -1) return { outcome: 'not live' };
    if (result === -2) return { outcome: 'gap', lastAudioSeq };
    return { outcome: result === 0 ? 'duplicate' : 'stored', lastAudioSeq };
  }

  /** Answers false when the session is not live (never started, or ended): nobody would read the event. */
  async appendControl(sessionId: string, kind: 'pause' | 'resume' | 'stop'): Promise<boolean> {
    const { input, state } = liveKeys(this.prefix, sessionId);
    const appended = await this.redis.eval(
      APPEND_CONTROL,
      2,
      input,
      state,
      kind,
      streamBellOf(input),
      LIVE_STATE_TTL_MS,
    );
    return appended === 1;
  }

  /** The socket is attached to the session for LIVE_SOCKET_PRESENCE_MS (renewed while it is open). */
  async attachSocket(sessionId: string, socketId: string): Promise<void> {
    await this.redis.eval(
      ATTACH_SOCKET,
      1,
      liveKeys(this.prefix, sessionId).sockets,
      socketId,
      LIVE_SOCKET_PRESENCE_MS,
    );
  }

  async detachSocket(sessionId: string, socketId: string): Promise<void> {
    await this.redis.zrem(liveKeys(this.prefix, sessionId).sockets, socketId);
  }

  /** Every gateway replica hears it and closes its older sockets of the session (a reconnect replaced them). */
  async announceAttached(sessionId: string, socketId: string): Promise<void> {
    await this.redis.publish(liveSocketAttachedChannel(this.prefix), `${sessionId} ${socketId}`);
  }

  async lastAudioSeq(sessionId: string): Promise<number> {
    return Number(
      (await this.redis.hget(liveKeys(this.prefix, sessionId).state, LIVE_FIELDS.lastAudioSeq)) ?? 0,
    );
  }

  /** The id of the last result in the session's stream now ('0-0' when it holds none). */
  async lastResultId(sessionId: string): Promise<string> {
    const [last] = await this.redis.xrevrange(liveKeys(this.prefix, sessionId).results, '+', '-', 'COUNT', 1);
    return last?.[0] ?? '0-0';
  }

  /** Hands over the session's results not sent yet (all still in the stream), oldest first, as they arrive. */
  subscribeResults(sessionId: string, onResults: (results: RelayedResult[]) => void): StreamSubscription {
    return this.resultsReader.subscribe(liveKeys(this.prefix, sessionId).results, '0', (entries) =>
      onResults(entries.map(([id, fields]) => this.resultOf(sessionId, id.toString(), fields))),
    );
  }

  private resultOf(sessionId: string, id: string, fields: Buffer[]): RelayedResult {
    const stored = id !== BELL_ONLY_ID;
    const values = liveEntryFields(fields);
    const sealed = values.get(LIVE_FIELDS.body);
    const body =
      sealed &&
      this.sealer.openOrSkip(sealed, liveResultContext(sessionId), (reason) =>
        this.logger.warn({ sessionId, reason }, 'dropped a live result this gateway cannot open'),
      );
    return { id: stored ? id : undefined, type: values.get(LIVE_FIELDS.type)?.toString(), body };
  }

  /**
   * Transcript text leaves Redis as soon as it is on its way to the doctor, and at once: a socket that reconnects
   * reads the saved transcript and then every result still in the stream, so one sent already would show twice.
   */
  async deleteResults(sessionId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.writes.send((pipeline) => pipeline.xdel(liveKeys(this.prefix, sessionId).results, ...ids));
  }

  /** Every gateway replica hears it and closes the user's sockets. */
  async announceSignedOut(userId: string): Promise<void> {
    await this.redis.publish(userSignedOutChannel(this.prefix), userId);
  }

  /** One connection hears both: a user signed out, and a session's socket attached (on any replica). */
  subscribeSocketEvents(handlers: {
    onSignedOut(userId: string): void;
    onAttached(sessionId: string, socketId: string): void;
  }): Redis {
    const signedOut = userSignedOutChannel(this.prefix);
    const attached = liveSocketAttachedChannel(this.prefix);
    const subscriber = reportConnectionErrors(
      this.redis.duplicate({ connectionName: SOCKET_EVENTS_CONNECTION }),
      SOCKET_EVENTS_CONNECTION,
    );
    subscriber
      .subscribe(signedOut, attached)
      .catch((error: unknown) =>
        new Logger(LiveRelayRepository.name).error(
          { err: error },
          'not listening for sign-outs and socket take-overs: a doctor signed out elsewhere keeps the sockets open here for now',
        ),
      );
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === signedOut) return handlers.onSignedOut(message);
      const [sessionId, socketId] = message.split(' ');
      handlers.onAttached(sessionId, socketId);
    });
    return subscriber;
  }
}
