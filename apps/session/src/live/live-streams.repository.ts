import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { liveKeys, liveSessionsKey, type LiveInputKind, type ServerMessage } from '@medi/contracts';
import {
  REDIS,
  SharedStreamReader,
  streamBellOf,
  type StreamSubscription,
  WriteBatcher,
} from '@medi/nest-common';
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
}

const RENEW_LEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_LEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** Leftover results a gateway never read expire on their own. */
const RESULTS_TTL_MS = 10 * 60_000;

/** Every Redis operation of a live consultation on the session side (ARCHITECTURE decision 5). */
@Injectable()
export class LiveStreamsRepository implements OnApplicationShutdown {
  private readonly prefix: string;
  /** One blocking connection reads the input of every consultation this replica runs. */
  private readonly inputReader: SharedStreamReader;
  /** Results of all consultations on this replica go to Redis a batch at a time. */
  private readonly resultWrites: WriteBatcher;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SESSION_ENV) env: SessionEnv,
  ) {
    this.prefix = env.KEY_PREFIX;
    this.resultWrites = new WriteBatcher(redis);
    this.inputReader = new SharedStreamReader(redis, { connectionName: 'medi-live-reader' });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.inputReader.close();
  }

  keys(sessionId: string) {
    return liveKeys(this.prefix, sessionId);
  }

  async markLive(sessionId: string, state: LiveState): Promise<void> {
    await this.redis
      .multi()
      .hset(this.keys(sessionId).state, serialiseState(state))
      .zadd(liveSessionsKey(this.prefix), Date.now(), sessionId)
      .exec();
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
    };
  }

  async saveProgress(
    sessionId: string,
    progress: Partial<Pick<LiveState, 'recordedMs' | 'countedSeq' | 'warned' | 'paused'>>,
  ): Promise<void> {
    await this.redis.hset(this.keys(sessionId).state, serialiseState(progress));
  }

  async tryAcquireLease(sessionId: string, owner: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.set(this.keys(sessionId).lease, owner, 'PX', leaseMs, 'NX')) === 'OK';
  }

  async renewLease(sessionId: string, owner: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.eval(RENEW_LEASE, 1, this.keys(sessionId).lease, owner, leaseMs)) === 1;
  }

  async releaseLease(sessionId: string, owner: string): Promise<void> {
    await this.redis.eval(RELEASE_LEASE, 1, this.keys(sessionId).lease, owner);
  }

  /** Hands over the session's input after `afterId`, oldest first, as it arrives. */
  subscribeInput(
    sessionId: string,
    afterId: string,
    onEntries: (entries: LiveInputEntry[]) => void,
  ): StreamSubscription {
    return this.inputReader.subscribe(this.keys(sessionId).input, afterId, (raw) =>
      onEntries(raw.map(([id, fields]) => entryOf(id.toString(), fields))),
    );
  }

  /** Drops input a saved final covers: audio lives only until its words are safe in PostgreSQL. */
  async trimInputBefore(sessionId: string, firstKeptId: string): Promise<void> {
    await this.redis.xtrim(this.keys(sessionId).input, 'MINID', firstKeptId);
  }

  async appendResult(sessionId: string, message: ServerMessage): Promise<void> {
    const key = this.keys(sessionId).results;
    // No MULTI: the expiry and the bell only have to follow the entry, and a transaction costs Redis two more
    // commands.
    await this.resultWrites.send((pipeline) =>
      pipeline
        .xadd(key, '*', 'type', message.type, 'body', JSON.stringify(message))
        .pexpire(key, RESULTS_TTL_MS)
        .publish(streamBellOf(key), ''),
    );
  }

  /** The consultation is over: its input and state go; results stay until the gateway reads them (or expire). */
  async forget(sessionId: string, owner: string): Promise<void> {
    const keys = this.keys(sessionId);
    await this.redis.multi().del(keys.input, keys.state).zrem(liveSessionsKey(this.prefix), sessionId).exec();
    await this.releaseLease(sessionId, owner);
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

function entryOf(id: string, fields: Buffer[]): LiveInputEntry {
  const values: Record<string, Buffer> = {};
  for (let index = 0; index + 1 < fields.length; index += 2)
    values[fields[index].toString()] = fields[index + 1];
  return {
    id,
    kind: (values.kind?.toString() ?? 'audio') as LiveInputKind,
    seq: Number(values.seq?.toString() ?? 0),
    pcm: values.pcm,
  };
}
