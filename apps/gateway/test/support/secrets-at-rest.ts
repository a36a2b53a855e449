import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Redis from 'ioredis';

/** Where a planted value turned up: a Redis key (with its field or entry) or a process's log. */
export interface Sighting {
  label: string;
  where: string;
}

/** A piece of stored or written text and where it lives. */
export interface Place {
  where: string;
  text: string;
}

/**
 * The values a canary test plants in the flows it runs (a password, a doctor's name) or reads from what they
 * produce (the e-mailed code, the reset token). Each must stay in the database (hashed) and the e-mail, and never
 * be found in Redis or a log. Later flows plant theirs here too: a patient's name, a transcript's text.
 */
export class PlantedValues {
  private readonly planted = new Map<string, (text: string) => boolean>();

  /**
   * Records `value` under `label` and returns it, to be used in the flow. A number (a 4-digit code) counts only
   * standing alone, not inside a longer one: Redis is full of timestamps that contain any four digits.
   */
  plant(label: string, value: string): string {
    if (value.length < 4) throw new Error(`${label} is too short to search for without false alarms`);
    const standingAlone = new RegExp(`(?<![0-9])${value}(?![0-9])`);
    this.planted.set(
      label,
      /^[0-9]+$/.test(value) ? (text) => standingAlone.test(text) : (text) => text.includes(value),
    );
    return value;
  }

  /** Every planted value found in `places`. */
  sightingsIn(places: readonly Place[]): Sighting[] {
    const sightings: Sighting[] = [];
    for (const { where, text } of places) {
      for (const [label, isIn] of this.planted) {
        if (isIn(text)) sightings.push({ label, where });
      }
    }
    return sightings;
  }
}

/** A unique run of letters: planted names must pass the sign-up rules (alphabetic) and be unique to the run. */
export function uniqueLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * Every key of the Redis server with everything it holds, read by its type: strings, hashes (BullMQ jobs: data,
 * returnvalue, failedReason, stacktrace), lists, sets, sorted sets and every entry of every stream. Bytes are read
 * as latin1, so a value packed among binary bytes (msgpack) is still found.
 */
export async function redisPlaces(redis: Redis): Promise<Place[]> {
  const places: Place[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scanBuffer(cursor, 'COUNT', 500);
    cursor = next.toString();
    for (const keyBuffer of keys) {
      const key = keyBuffer.toString('latin1');
      places.push({ where: `key name ${key}`, text: key });
      places.push(...(await placesOfKey(redis, keyBuffer, key)));
    }
  } while (cursor !== '0');
  return places;
}

async function placesOfKey(redis: Redis, keyBuffer: Buffer, key: string): Promise<Place[]> {
  const text = (buffers: Buffer[]) => buffers.map((buffer) => buffer.toString('latin1')).join('\n');
  const type = await redis.type(keyBuffer);
  switch (type) {
    case 'string': {
      const value = await redis.getBuffer(keyBuffer);
      return [{ where: `string ${key}`, text: value ? value.toString('latin1') : '' }];
    }
    case 'hash': {
      const fields = await redis.hgetallBuffer(keyBuffer);
      return Object.entries(fields).map(([field, value]) => ({
        where: `hash ${key} field ${field}`,
        text: `${field}\n${value.toString('latin1')}`,
      }));
    }
    case 'list':
      return [{ where: `list ${key}`, text: text(await redis.lrangeBuffer(keyBuffer, 0, -1)) }];
    case 'set':
      return [{ where: `set ${key}`, text: text(await redis.smembersBuffer(keyBuffer)) }];
    case 'zset':
      return [{ where: `zset ${key}`, text: text(await redis.zrangeBuffer(keyBuffer, 0, -1)) }];
    case 'stream': {
      const entries = await redis.xrangeBuffer(keyBuffer, '-', '+');
      return entries.map(([id, fields]) => ({
        where: `stream ${key} entry ${id.toString()}`,
        text: text(fields),
      }));
    }
    case 'none':
      return [];
    default:
      // A key the scan cannot read could hide anything: the canary fails rather than pass over it.
      throw new Error(`${key} is a ${type}, which this scan cannot read`);
  }
}

/**
 * Every append-only file a Redis server keeps in its directory (Redis 7: the base and incremental files in
 * appendonlydir/; older: appendonly.aof), read as latin1. The AOF holds every write since the last rewrite, so a
 * value written and deleted long ago is still here: what a copy of the volume or a backup would give away.
 */
export function appendOnlyFilePlaces(redisDir: string): Place[] {
  const directory = join(redisDir, 'appendonlydir');
  const files = [
    ...(existsSync(directory) ? readdirSync(directory).map((name) => join(directory, name)) : []),
    ...[join(redisDir, 'appendonly.aof')].filter((file) => existsSync(file)),
  ];
  return files.map((file) => ({
    where: `append-only file ${file}`,
    text: readFileSync(file).toString('latin1'),
  }));
}
