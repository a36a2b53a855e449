import { SPEECH_SAMPLE_RATE } from '../speech';

/**
 * The binary audio frame, an addition to the spec's JSON protocol that a client opts into by offering this
 * WebSocket subprotocol (and the gateway accepts by choosing it). On such a socket an audio chunk may be sent as a
 * binary message instead of `trigger_process`: no JSON, no base64 (a third larger), nothing to parse, at ten frames
 * a second per consultation. Everything else (the first message, start, pause, resume, stop, ping) stays JSON text,
 * and a client that offers nothing keeps the JSON protocol as it is.
 */
export const AUDIO_FRAME_SUBPROTOCOL = 'mediscribe.audio-frames.v1';

/** Layout: the chunk's seq as a 4-byte unsigned big-endian number (0: the next one), then the PCM16 bytes. */
const SEQ_BYTES = 4;
const BYTES_PER_SAMPLE = 2;

/** Whether `bytes` of audio are whole 16-bit samples, at least one: the rule of both the JSON and the binary frame. */
export function isPcm16ByteCount(bytes: number): boolean {
  return bytes >= BYTES_PER_SAMPLE && bytes % BYTES_PER_SAMPLE === 0;
}
/** One second of audio at most, as the JSON frame's limit allows. */
export const MAX_AUDIO_FRAME_PCM_BYTES = SPEECH_SAMPLE_RATE * BYTES_PER_SAMPLE;

export interface AudioFrame<Pcm extends Uint8Array = Uint8Array> {
  seq: number;
  /** Little-endian 16-bit mono PCM at SPEECH_SAMPLE_RATE: a view into the frame, not a copy. */
  pcm: Pcm;
}

/** A binary audio frame of `pcm` (little-endian 16-bit mono PCM) numbered `seq`. */
export function encodeAudioFrame(seq: number, pcm: Uint8Array): Uint8Array {
  const frame = new Uint8Array(SEQ_BYTES + pcm.byteLength);
  new DataView(frame.buffer).setUint32(0, seq);
  frame.set(pcm, SEQ_BYTES);
  return frame;
}

/**
 * The frame's seq and PCM, or undefined when it is not one: too short, an odd number of PCM bytes, over a second.
 * The gateway's per-frame path: no allocation but the view, which is of the frame's own kind (a Buffer's is a Buffer).
 */
export function decodeAudioFrame<Frame extends Uint8Array>(frame: Frame): AudioFrame<Frame> | undefined {
  const pcmBytes = frame.byteLength - SEQ_BYTES;
  if (!isPcm16ByteCount(pcmBytes) || pcmBytes > MAX_AUDIO_FRAME_PCM_BYTES) return undefined;
  return {
    seq: ((frame[0] << 24) | (frame[1] << 16) | (frame[2] << 8) | frame[3]) >>> 0,
    // subarray makes an array of its receiver's kind (its species).
    pcm: frame.subarray(SEQ_BYTES) as Frame,
  };
}

/** Base64 of PCM bytes, for the JSON frame's audio_chunk (a server that did not accept AUDIO_FRAME_SUBPROTOCOL). */
export function pcmToBase64(pcm: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let offset = 0; offset < pcm.length; offset += 0x2000)
    binary += String.fromCharCode(...pcm.subarray(offset, offset + 0x2000));
  return btoa(binary);
}
