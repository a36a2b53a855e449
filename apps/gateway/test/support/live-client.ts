import type { ServerMessage } from '@medi/contracts';
import { encodeAudioFrame, TRANSCRIPTION_PATH } from '@medi/contracts';
import WebSocket from 'ws';

/** 16 kHz PCM16 bytes of one second. */
export const SECOND_OF_PCM = 32_000;
/** The microphone's frame: 100 ms. */
const FRAME_BYTES = SECOND_OF_PCM / 10;

/** One second of audio: silence, or a run of the sample value the local Azure-protocol server hears as words. */
export function secondOfAudio(marker = 0): string {
  const pcm = Buffer.alloc(SECOND_OF_PCM);
  if (marker !== 0) for (let offset = 0; offset < pcm.length; offset += 2) pcm.writeInt16LE(marker, offset);
  return pcm.toString('base64');
}

/** A browser's transcription socket, as a test drives it: sends frames, records every message and the close. */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  /** Messages that came as binary frames: the server sends every message as text, as a browser expects JSON. */
  binaryFrames = 0;
  closeCode?: number;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.binaryFrames += 1;
      this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
      this.wake();
    });
    ws.on('close', (code: number) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /**
   * `autoPong: false` makes a client whose connection vanished: it never answers the server's pings; `protocols`
   * are the subprotocols it offers.
   */
  static async open(
    port: number,
    headers: Record<string, string>,
    { protocols = [], ...options }: { autoPong?: boolean; protocols?: string[] } = {},
  ): Promise<LiveClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${TRANSCRIPTION_PATH}`, protocols, {
      headers,
      ...options,
    });
    const client = new LiveClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** A string or an object (as JSON) as a text message; bytes as a binary message. */
  send(message: unknown): void {
    if (message instanceof Uint8Array) this.ws.send(message);
    else this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Sends PCM as numbered 100 ms frames from `firstSeq`, `framesPerSecond` at a time (the microphone sends 10):
   * JSON `trigger_process` events, or binary audio frames (the socket must have negotiated them).
   */
  async sendAudio(
    pcm: Buffer,
    firstSeq: number,
    framesPerSecond: number,
    encoding: 'json' | 'binary' = 'json',
  ): Promise<number> {
    let seq = firstSeq;
    for (let offset = 0; offset < pcm.length; offset += FRAME_BYTES, seq += 1) {
      const chunk = pcm.subarray(offset, offset + FRAME_BYTES);
      if (encoding === 'binary') this.ws.send(encodeAudioFrame(seq, chunk));
      else this.send({ event: 'trigger_process', audio_chunk: chunk.toString('base64'), seq });
      await new Promise((resolve) => setTimeout(resolve, 1_000 / framesPerSecond));
    }
    return seq;
  }

  /** Waits for a message matching the predicate (already received or to come). */
  async next<T extends ServerMessage>(
    predicate: (message: ServerMessage) => boolean,
    timeoutMs = 15_000,
  ): Promise<T> {
    return this.until(() => this.messages.find(predicate) as T | undefined, timeoutMs, 'message');
  }

  async closed(timeoutMs = 15_000): Promise<number> {
    return this.until(() => this.closeCode, timeoutMs, 'close');
  }

  /** A synchronous probe of what the client holds (a Redis or database probe waits with @medi/testing's until). */
  async until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = probe();
      if (found instanceof Promise) throw new Error(`${what}: an asynchronous probe would pass at once`);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${what} in time; received ${JSON.stringify(this.messages.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.terminate();
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
    this.waiters.clear();
  }
}
