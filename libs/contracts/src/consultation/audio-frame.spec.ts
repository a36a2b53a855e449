import {
  BINARY_AUDIO_HEADER_BYTES,
  decodeBinaryAudioFrame,
  encodeBinaryAudioFrame,
  pcmToBase64,
} from './audio-frame';
import { triggerProcessEventSchema } from './transcription-protocol';

const pcm = (bytes: number) => Uint8Array.from({ length: bytes }, (_, index) => index % 251);

describe('the binary audio frame', () => {
  it('carries seq big-endian in its first 4 bytes and the PCM after them, and decodes to both', () => {
    const frame = encodeBinaryAudioFrame(0x01_02_03_04, pcm(3_200));
    expect([...frame.subarray(0, BINARY_AUDIO_HEADER_BYTES)]).toEqual([1, 2, 3, 4]);
    expect(frame.byteLength).toBe(3_204);

    expect(decodeBinaryAudioFrame(frame)).toEqual({ seq: 0x01_02_03_04, pcm: pcm(3_200) });
  });

  it('round-trips seq 0 (a frame without a number) and the largest uint32', () => {
    expect(decodeBinaryAudioFrame(encodeBinaryAudioFrame(0, pcm(2)))?.seq).toBe(0);
    expect(decodeBinaryAudioFrame(encodeBinaryAudioFrame(0xff_ff_ff_ff, pcm(2)))?.seq).toBe(0xff_ff_ff_ff);
  });

  it('refuses to encode a seq that is not a uint32', () => {
    for (const seq of [-1, 1.5, 2 ** 32, Number.NaN])
      expect(() => encodeBinaryAudioFrame(seq, pcm(2))).toThrow(RangeError);
  });

  it('decodes a Buffer to a view of its bytes (no copy), itself a Buffer', () => {
    const frame = Buffer.from(encodeBinaryAudioFrame(7, pcm(6)));
    const decoded = decodeBinaryAudioFrame(frame);
    expect(Buffer.isBuffer(decoded?.pcm)).toBe(true);
    expect(decoded?.pcm.buffer).toBe(frame.buffer);
    expect(decoded?.pcm.byteOffset).toBe(frame.byteOffset + BINARY_AUDIO_HEADER_BYTES);
  });

  it('refuses a frame without a whole 16-bit sample: empty, header only or shorter, odd PCM', () => {
    for (const bytes of [0, 1, 3, 4, 5, 7, 3_205])
      expect(decodeBinaryAudioFrame(new Uint8Array(bytes))).toBeUndefined();
  });

  it('encodes the PCM for the JSON frame as base64 a trigger_process accepts', () => {
    const audio = pcm(3_200);
    const chunk = pcmToBase64(audio);
    expect(chunk).toBe(Buffer.from(audio).toString('base64'));
    expect(
      triggerProcessEventSchema.safeParse({ event: 'trigger_process', audio_chunk: chunk, seq: 1 }).success,
    ).toBe(true);
  });
});
