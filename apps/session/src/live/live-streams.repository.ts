import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  LIVE_STATE_TTL_MS,
  liveAudioContext,
  LIVE_FIELDS,
  liveEntryFields,
  liveKeys,
  liveResultContext,
  liveSessionsKey,
  type LiveInputKind,
  type ServerMessage,
} from '@medi/contracts';
import {
  bellOnlyMessage,
  pipelinedScript,
  type PipelinedScript,
  REDIS,
  RING_WITH_ENTRY_LUA,
  SharedStreamReader,
  streamBellOf,
  type StreamSubscription,
  WriteBatcher,
} from '@medi/nest-common';
import { PayloadSealer } from '@medi/nest-transport';
import type Redis from 'ioredis';
import { SESSION_ENV } from './live.tokens';
import type { SessionEnv } from '../config/env';

export interface LiveInputEntry {
  id: string;
  kind: LiveInputKind;
  seq: number;
  pcm?: Buffer;
}

/** What a live consultation needs to continue on any replica; ids, numbers and settings only. */
export interface LiveState {
  userId: string;
  language: string;
  sampleRate: number;
  transcriberType: string;
  diarization: boolean;
  /** The doctor's Potential Diagnosis switch and the plan's realTimeResults, both on. */
  hintsOn: boolean;
  limitMs: number;
  warnAtMs: number;
  warned: boolean;
  recordedMs: number;
  countedSeq: number;
  paused: boolean;
  /** Since when (Redis time, ms) no socket has been attached; unset while one is. */
  detachedAt?: number;
}

/** What the owner learns each time it renews its lease. */
export interface LeaseRenewal {
  /** Transcription sockets attached now. */
  sockets: number;
  /** Redis's clock (ms), which the gateways' socket presence is measured by too. */
  now: number;
}

/** The state is written only when there is none: a second start of a running consultation never resets it. */
const MARK_LIVE = `
if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('hset', KEYS[1], unpack(ARGV, 4))
redis.call('pexpire', KEYS[1], ARGV[1])
redis.call('zadd', KEYS[2], ARGV[2], ARGV[3])
redis.call('pexpire', KEYS[2], ARGV[1])
return 1`;

const SAVE_DETACHED_AT = `
if redis.call('hexists', KEYS[1], '${LIVE_FIELDS.userId}') == 0 then return 0 end
if ARGV[1] == '' then return redis.call('hdel', KEYS[1], 'detachedAt') end
return redis.call('hset', KEYS[1], 'detachedAt', ARGV[1])`;

/**
 * The owner's heartbeat: keeps its lease and every key of the consultation from expiring, drops socket presences
 * that lapsed (a gateway that died), and answers how many sockets remain with Redis's clock; -1 when the lease is
 * not the owner's any more.
 */
const RENEW = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return {-1, 0} end
redis.call('pexpire', KEYS[1], ARGV[2])
for index = 2, 4 do redis.call('pexpire', KEYS[index], ARGV[3]) end
local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('zremrangebyscore', KEYS[5], '-inf', now)
return {redis.call('zcard', KEYS[5]), now}`;
const RELEASE_LEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/**
 * Appends a result (ARGV[3..]: its fields), renews the stream's expiry when ARGV[2] is set, and rings the bell
 * (ARGV[1]) with the entry, so a gateway in step takes the result from the bell without reading the stream.
 */
const APPEND_RESULT = `${RING_WITH_ENTRY_LUA}
local fields = {unpack(ARGV, 3)}
local id = redis.call('xadd', KEYS[1], '*', unpack(fields))
if ARGV[2] ~= '' then redis.call('pexpire', KEYS[1], ARGV[2]) end
ringWithEntry(ARGV[1], id, fields)
return id`;
/** Leftover results a gateway never read expire on their own. */
const RESULTS_TTL_MS = 10 * 60_000;
/**
 * The results' expiry is pushed back at most this often per consultation, not with every result (one a frame at
 * each hypothesis): leftovers then live between RESULTS_TTL_MS minus this and RESULTS_TTL_MS after the last result.
 */
const RESULTS_TTL_RENEW_MS = 60_000;

/**
 * Every Redis operation of a live consultation on the session side: its audio is read from and its transcript
 * written to Redis streams, so another replica can take the consultation over from the last acknowledged frame.
 */
@Injectable()
export class LiveStreamsRepository implements OnApplicationShutdown {
  private readonly prefix: string;
  /** One blocking connection reads the input of every consultation this replica runs. */
  private readonly inputReader: SharedStreamReader;
  /**
   * The writes of the live path (results, recorded time, lease renewals, trims) of all consultations on this replica
   * go to Redis a batch at a time: one command each, at a few hundred consultations, cost a system call apiece.
   */
  private readonly writes: WriteBatcher;
  private readonly renewScript: PipelinedScript;
  private readonly appendResultScript: PipelinedScript;
  /** Audio and transcript text are sealed in Redis, bound to their consultation (as the gateway's relay does). */
  private readonly sealer: PayloadSealer;
  private readonly logger = new Logger(LiveStreamsRepository.name);
  /** When this replica last set each consultation's results expiry (Date.now()). */
  private readonly resultsExpirySetAt = new Map<string, number>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SESSION_ENV) env: SessionEnv,
  ) {
    this.prefix = env.KEY_PREFIX;
    this.sealer = PayloadSealer.fromKeys(env.TRANSPORT_SEALING_KEY);
    this.writes = new WriteBatcher(redis);
    this.renewScript = pipelinedScript(redis, 'mediLiveRenew', 5, RENEW);
    this.appendResultScript = pipelinedScript(redis, 'mediLiveAppendResult', 1, APPEND_RESULT);
    this.inputReader = new SharedStreamReader(redis, { connectionName: 'medi-live-reader' });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.inputReader.close();
  }

  keys(sessionId: string) {
    return liveKeys(this.prefix, sessionId);
  }

  /** Makes the consultation live with this state; false when it is live already (its state is kept). */
  async markLive(sessionId: string, state: LiveState): Promise<boolean> {
    const fields = Object.entries(serialiseState(state)).flat();
    const created = await this.redis.eval(
      MARK_LIVE,
      2,
      this.keys(sessionId).state,
      liveSessionsKey(this.prefix),
      LIVE_STATE_TTL_MS,
      Date.now(),
      sessionId,
      ...fields,
    );
    return created === 1;
  }

  /** Whether the consultation is live: its state exists (a takeover continues it). */
  async isLive(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.keys(sessionId).state)) === 1;
  }

  /** One replica at a time does a periodic chore: true for the one that takes it for `ms`. */
  async takeTurn(chore: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}:live:turn:${chore}`, '1', 'PX', ms, 'NX')) === 'OK';
  }

  async liveSessionIds(): Promise<string[]> {
    return this.redis.zrange(liveSessionsKey(this.prefix), 0, -1);
  }

  async readState(sessionId: string): Promise<LiveState | undefined> {
    const raw = await this.redis.hgetall(this.keys(sessionId).state);
    if (!raw.userId) return undefined;
    return {
      userId: raw.userId,
      language: raw.language,
      sampleRate: Number(raw.sampleRate),
      transcriberType: raw.transcriberType,
      diarization: raw.diarization === '1',
      hintsOn: raw.hintsOn === '1',
      limitMs: Number(raw.limitMs),
      warnAtMs: Number(raw.warnAtMs),
      warned: raw.warned === '1',
      recordedMs: Number(raw.recordedMs ?? 0),
      countedSeq: Number(raw.countedSeq ?? 0),
      paused: raw.paused === '1',
      detachedAt: raw.detachedAt === undefined ? undefined : Number(raw.detachedAt),
    };
  }

  /**
   * Records since when no socket is attached, or (undefined) that one is again; only while the state exists, so a
   * heartbeat racing the end never brings back a state without its expiry.
   */
  async saveDetachedAt(sessionId: string, detachedAt: number | undefined): Promise<void> {
    await this.redis.eval(SAVE_DETACHED_AT, 1, this.keys(sessionId).state, detachedAt ?? '');
  }

  async saveProgress(
    sessionId: string,
    progress: Partial<Pick<LiveState, 'recordedMs' | 'countedSeq' | 'warned' | 'paused'>>,
  ): Promise<void> {
    await this.writes.send((pipeline) => pipeline.hset(this.keys(sessionId).state, serialiseState(progress)));
  }

  async tryAcquireLease(sessionId: string, owner: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.set(this.keys(sessionId).lease, owner, 'PX', leaseMs, 'NX')) === 'OK';
  }

  /** The owner's heartbeat (see RENEW); undefined when the lease is no longer this owner's. */
  async renew(sessionId: string, owner: string, leaseMs: number): Promise<LeaseRenewal | undefined> {
    const keys = this.keys(sessionId);
    const [sockets, now] = await this.writes.send<[number, number]>((pipeline) =>
      this.renewScript(
        pipeline,
        keys.lease,
        keys.state,
        keys.input,
        liveSessionsKey(this.prefix),
        keys.sockets,
        owner,
        leaseMs,
        LIVE_STATE_TTL_MS,
      ),
    );
    return sockets < 0 ? undefined : { sockets, now };
  }

  async releaseLease(sessionId: string, owner: string): Promise<void> {
    // A replica that takes the consultation over sets the expiry on its first result; this one forgets it.
    this.resultsExpirySetAt.delete(sessionId);
    await this.redis.eval(RELEASE_LEASE, 1, this.keys(sessionId).lease, owner);
  }

  /** Hands over the session's input after `afterId`, oldest first, as it arrives. */
  subscribeInput(
    sessionId: string,
    afterId: string,
    onEntries: (entries: LiveInputEntry[]) => void,
  ): StreamSubscription {
    return this.inputReader.subscribe(this.keys(sessionId).input, afterId, (raw) =>
      onEntries(raw.map(([id, fields]) => this.entryOf(sessionId, id.toString(), fields))),
    );
  }

  private entryOf(sessionId: string, id: string, fields: Buffer[]): LiveInputEntry {
    const values = liveEntryFields(fields);
    const pcm = values.get(LIVE_FIELDS.pcm);
    return {
      id,
      kind: (values.get(LIVE_FIELDS.kind)?.toString() ?? 'audio') as LiveInputKind,
      seq: Number(values.get(LIVE_FIELDS.seq)?.toString() ?? 0),
      pcm: pcm && this.openAudio(sessionId, pcm),
    };
  }

  /** Undefined (the chunk is skipped) when it cannot be opened: sealed with a key this replica does not have. */
  private openAudio(sessionId: string, sealed: Buffer): Buffer | undefined {
    return this.sealer.openOrSkip(sealed, liveAudioContext(sessionId), (reason) =>
      this.logger.warn({ sessionId, reason }, 'skipped an audio chunk this replica cannot open'),
    );
  }

  /** Drops input a saved final covers: audio lives only until its words are safe in PostgreSQL. */
  async trimInputBefore(sessionId: string, firstKeptId: string): Promise<void> {
    await this.writes.send((pipeline) => pipeline.xtrim(this.keys(sessionId).input, 'MINID', firstKeptId));
  }

  async appendResult(sessionId: string, message: ServerMessage): Promise<void> {
    const key = this.keys(sessionId).results;
    const now = Date.now();
    const renewExpiry = now - (this.resultsExpirySetAt.get(sessionId) ?? 0) >= RESULTS_TTL_RENEW_MS;
    if (renewExpiry) this.resultsExpirySetAt.set(sessionId, now);
    await this.writes.send((pipeline) =>
      this.appendResultScript(
        pipeline,
        key,
        streamBellOf(key),
        renewExpiry ? RESULTS_TTL_MS : '',
        ...this.resultFields(sessionId, message),
      ),
    );
  }

  /**
   * Rings the results' bell with a result that is not stored: a gateway in step sends it on, one that is not (a
   * socket just reconnecting) never sees it. For a hypothesis only, which the next one or the final replaces.
   */
  async ringResult(sessionId: string, message: ServerMessage): Promise<void> {
    const key = this.keys(sessionId).results;
    await this.writes.send((pipeline) =>
      pipeline.publish(streamBellOf(key), bellOnlyMessage(this.resultFields(sessionId, message))),
    );
  }

  /** A result's stream fields: its type in clear (the gateway reads it), the message sealed to this consultation. */
  private resultFields(sessionId: string, message: ServerMessage): Array<string | Buffer> {
    return [
      LIVE_FIELDS.type,
      message.type,
      LIVE_FIELDS.body,
      this.sealer.seal(JSON.stringify(message), liveResultContext(sessionId)),
    ];
  }

  /**
   * The consultation is over: its input, state and socket presences go; results stay until the gateway reads
   * them (or expire).
   */
  async forget(sessionId: string, owner: string): Promise<void> {
    const keys = this.keys(sessionId);
    await this.redis
      .multi()
      .del(keys.input, keys.state, keys.sockets)
      .zrem(liveSessionsKey(this.prefix), sessionId)
      .exec();
    await this.releaseLease(sessionId, owner);
  }

  /**
   * The doctor deleted the consultation: every key of it goes at once, the sealed audio and results streams
   * included, without waiting for them to lapse.
   */
  async eraseAll(sessionId: string): Promise<void> {
    this.resultsExpirySetAt.delete(sessionId);
    const keys = this.keys(sessionId);
    await this.redis
      .multi()
      .del(keys.input, keys.results, keys.lease, keys.state, keys.sockets)
      .zrem(liveSessionsKey(this.prefix), sessionId)
      .exec();
  }
}

function serialiseState(state: Partial<LiveState>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) {
    if (value === undefined) continue;
    fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return fields;
}
