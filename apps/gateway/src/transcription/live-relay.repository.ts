import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { liveKeys, userSignedOutChannel } from '@medi/contracts';
import {
  REDIS,
  SharedStreamReader,
  streamBellOf,
  type StreamSubscription,
  WriteBatcher,
} from '@medi/nest-common';
import type { ChainableCommander } from 'ioredis';
import type Redis from 'ioredis';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

/**
 * Appends one audio chunk unless its number was taken in already (a client resending after a reconnect), and only
 * while the session is live (its state exists), and rings the input's bell for the replica reading it. A chunk
 * without a number gets the next one. Answers the chunk's number, 0 for a duplicate, -1 when the session is not live.
 */
const APPEND_AUDIO = `
if redis.call('hexists', KEYS[2], 'userId') == 0 then return -1 end
local last = tonumber(redis.call('hget', KEYS[2], 'lastAudioSeq') or '0')
local seq = tonumber(ARGV[1])
if seq == 0 then seq = last + 1 end
if seq <= last then return 0 end
redis.call('xadd', KEYS[1], '*', 'kind', 'audio', 'seq', seq, 'pcm', ARGV[2])
redis.call('hset', KEYS[2], 'lastAudioSeq', seq)
redis.call('publish', ARGV[3], '')
return seq`;

const APPEND_AUDIO_COMMAND = 'mediLiveAppendAudio';
type PipelineWithAppendAudio = ChainableCommander & {
  [APPEND_AUDIO_COMMAND]: (
    input: string,
    state: string,
    seq: number,
    pcm: Buffer,
    inputBell: string,
  ) => ChainableCommander;
};

/** A result as the session service wrote it: the JSON text of one ServerMessage, sent to the browser as it is. */
export interface RelayedResult {
  id: string;
  body: string;
}

/** The gateway's side of a live consultation's streams (ARCHITECTURE decision 5). */
@Injectable()
export class LiveRelayRepository implements OnApplicationShutdown {
  private readonly prefix: string;
  /** One blocking connection reads the results of every socket on this gateway. */
  private readonly resultsReader: SharedStreamReader;
  /** Audio of all sockets on this gateway, and the deletion of results sent, go to Redis a batch at a time. */
  private readonly writes: WriteBatcher;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.prefix = config.KEY_PREFIX;
    // A defined command runs by EVALSHA: Redis neither receives nor hashes the script's text for every chunk.
    if (!(APPEND_AUDIO_COMMAND in redis))
      redis.defineCommand(APPEND_AUDIO_COMMAND, { numberOfKeys: 2, lua: APPEND_AUDIO });
    this.writes = new WriteBatcher(redis);
    this.resultsReader = new SharedStreamReader(redis, { connectionName: 'medi-live-relay' });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.resultsReader.close();
  }

  async appendAudio(sessionId: string, seq: number, pcm: Buffer): Promise<number> {
    const keys = liveKeys(this.prefix, sessionId);
    return this.writes.send((pipeline) =>
      (pipeline as PipelineWithAppendAudio)[APPEND_AUDIO_COMMAND](
        keys.input,
        keys.state,
        seq,
        pcm,
        streamBellOf(keys.input),
      ),
    );
  }

  async appendControl(sessionId: string, kind: 'pause' | 'resume' | 'stop'): Promise<void> {
    const { input } = liveKeys(this.prefix, sessionId);
    await this.redis.pipeline().xadd(input, '*', 'kind', kind).publish(streamBellOf(input), '').exec();
  }

  async lastAudioSeq(sessionId: string): Promise<number> {
    return Number((await this.redis.hget(liveKeys(this.prefix, sessionId).state, 'lastAudioSeq')) ?? 0);
  }

  /** Hands over the session's results not sent yet (all still in the stream), oldest first, as they arrive. */
  subscribeResults(sessionId: string, onResults: (results: RelayedResult[]) => void): StreamSubscription {
    return this.resultsReader.subscribe(liveKeys(this.prefix, sessionId).results, '0', (entries) =>
      onResults(entries.map(([id, fields]) => ({ id: id.toString(), body: bodyOf(fields) }))),
    );
  }

  /** Transcript text leaves Redis as soon as it is on its way to the doctor. */
  async deleteResults(sessionId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.writes.send((pipeline) => pipeline.xdel(liveKeys(this.prefix, sessionId).results, ...ids));
  }

  /** Every gateway replica hears it and closes the user's sockets. */
  async announceSignedOut(userId: string): Promise<void> {
    await this.redis.publish(userSignedOutChannel(this.prefix), userId);
  }

  subscribeSignedOut(onUser: (userId: string) => void): Redis {
    const subscriber = this.redis.duplicate({ connectionName: 'medi-signed-out' });
    subscriber
      .subscribe(userSignedOutChannel(this.prefix))
      .catch((error: unknown) =>
        new Logger(LiveRelayRepository.name).error(
          { err: error },
          'not listening for sign-outs: a doctor signed out elsewhere keeps the sockets open here for now',
        ),
      );
    subscriber.on('message', (_channel: string, userId: string) => onUser(userId));
    return subscriber;
  }
}

function bodyOf(fields: Buffer[]): string {
  for (let index = 0; index + 1 < fields.length; index += 2)
    if (fields[index].toString() === 'body') return fields[index + 1].toString();
  return '';
}
