import { decodeAudioFrame, encodeAudioFrame, MAX_AUDIO_FRAME_PCM_BYTES, pcmToBase64 } from './audio-frames';

describe('the binary audio frame', () => {
  it('carries the seq and the PCM, decoded as a view of the frame', () => {
    const pcm = Uint8Array.from({ length: 3200 }, (_, index) => index % 251);
    const frame = encodeAudioFrame(70_000, pcm);

    expect(frame.byteLength).toBe(3204);
    expect(Array.from(frame.subarray(0, 4))).toEqual([0, 1, 0x11, 0x70]);
    const decoded = decodeAudioFrame(Buffer.from(frame));
    expect(decoded?.seq).toBe(70_000);
    expect(decoded?.pcm).toEqual(Buffer.from(pcm));
  });

  it('round-trips seq 0 (the next one) and the largest 4-byte number', () => {
    const pcm = new Uint8Array(2);
    expect(decodeAudioFrame(encodeAudioFrame(0, pcm))?.seq).toBe(0);
    expect(decodeAudioFrame(encodeAudioFrame(0xff_ff_ff_ff, pcm))?.seq).toBe(0xff_ff_ff_ff);
  });

  it('decodes a Buffer to a Buffer viewing its bytes, not a copy (the gateway seals it at once)', () => {
    const frame = Buffer.from(encodeAudioFrame(7, new Uint8Array(6)));
    const decoded = decodeAudioFrame(frame);
    expect(Buffer.isBuffer(decoded?.pcm)).toBe(true);
    expect(decoded?.pcm.buffer).toBe(frame.buffer);
    expect(decoded?.pcm.byteOffset).toBe(frame.byteOffset + 4);
  });

  it('refuses a frame without a sample, with half a sample, or longer than a second', () => {
    expect(decodeAudioFrame(new Uint8Array(4))).toBeUndefined();
    expect(decodeAudioFrame(new Uint8Array(7))).toBeUndefined();
    expect(decodeAudioFrame(new Uint8Array(4 + MAX_AUDIO_FRAME_PCM_BYTES + 2))).toBeUndefined();
    expect(decodeAudioFrame(new Uint8Array(4 + MAX_AUDIO_FRAME_PCM_BYTES))?.seq).toBe(0);
  });

  it('gives the JSON frame the same bytes in base64', () => {
    const pcm = Uint8Array.from({ length: 20_000 }, (_, index) => (index * 7) % 256);
    expect(pcmToBase64(pcm)).toBe(Buffer.from(pcm).toString('base64'));
  });
});
