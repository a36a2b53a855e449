import { isPcm16ByteLength } from './transcription-protocol';

/**
 * One audio frame of the transcription socket in the binary encoding (subprotocol BINARY_AUDIO_SUBPROTOCOL): a
 * binary WebSocket message of the frame's `seq`, 4 bytes unsigned big-endian (0: no number, as a trigger_process
 * without `seq`), then its little-endian 16-bit mono PCM at 16 kHz: what a trigger_process event carries, as bytes.
 */
export const BINARY_AUDIO_HEADER_BYTES = 4;
const MAX_SEQ = 0xff_ff_ff_ff;

export interface AudioFrame<Pcm extends Uint8Array = Uint8Array> {
  seq: number;
  pcm: Pcm;
}

export function encodeBinaryAudioFrame(seq: number, pcm: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(seq) || seq < 0 || seq > MAX_SEQ) throw new RangeError(`seq ${seq} is not a uint32`);
  const frame = new Uint8Array(BINARY_AUDIO_HEADER_BYTES + pcm.byteLength);
  new DataView(frame.buffer).setUint32(0, seq);
  frame.set(pcm, BINARY_AUDIO_HEADER_BYTES);
  return frame;
}

/**
 * The frame's seq and PCM, or undefined when it holds no whole 16-bit sample. The PCM is a view of the frame, not
 * a copy (a Buffer's is a Buffer): the gateway's per-frame hot path.
 */
export function decodeBinaryAudioFrame<Bytes extends Uint8Array>(
  frame: Bytes,
): AudioFrame<Bytes> | undefined {
  if (!isPcm16ByteLength(frame.byteLength - BINARY_AUDIO_HEADER_BYTES)) return undefined;
  const seq = ((frame[0] << 24) | (frame[1] << 16) | (frame[2] << 8) | frame[3]) >>> 0;
  // subarray makes the same kind of array as its receiver (its species).
  return { seq, pcm: frame.subarray(BINARY_AUDIO_HEADER_BYTES) as Bytes };
}

/** The PCM as the JSON encoding's trigger_process carries it (btoa: the browser's and Node's). */
export function pcmToBase64(pcm: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < pcm.length; index += 1) binary += String.fromCharCode(pcm[index]);
  return btoa(binary);
}
