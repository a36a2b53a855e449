import { describe, expect, it } from 'vitest';
import { AntiAliasResampler } from '../../../public/anti-alias-resampler.js';

const OUTPUT_RATE = 16000;

/** A tone of `seconds` at `inputRate`, through the resampler in the worklet's 128-frame blocks. */
function resampleTone(inputRate: number, frequency: number, seconds = 1): Float32Array {
  const resampler = new AntiAliasResampler(inputRate, OUTPUT_RATE);
  const output: number[] = [];
  const total = Math.round(inputRate * seconds);
  for (let start = 0; start < total; start += 128) {
    const block = new Float32Array(Math.min(128, total - start));
    for (let i = 0; i < block.length; i += 1)
      block[i] = 0.5 * Math.sin((2 * Math.PI * frequency * (start + i)) / inputRate);
    resampler.push(block, (sample) => output.push(sample));
  }
  return Float32Array.from(output);
}

/** RMS level relative to the input tone's (amplitude 0.5), in dB, after the filter has filled (first 50 ms skipped). */
function levelDb(samples: Float32Array): number {
  const settled = samples.subarray(OUTPUT_RATE / 20);
  const rms = Math.sqrt(settled.reduce((sum, s) => sum + s * s, 0) / settled.length);
  return 20 * Math.log10(rms / (0.5 / Math.SQRT2));
}

describe('AntiAliasResampler', () => {
  it.each([48000, 44100])(
    'rejects a 10 kHz tone by at least 60 dB from %i Hz, where dropping samples aliases it',
    (rate) => {
      expect(levelDb(resampleTone(rate, 10_000))).toBeLessThan(-60);
    },
  );

  it.each([48000, 44100])('passes a 1 kHz tone from %i Hz within 0.1 dB', (rate) => {
    expect(Math.abs(levelDb(resampleTone(rate, 1000)))).toBeLessThan(0.1);
  });

  it('keeps the speech band up to 7 kHz within 0.5 dB', () => {
    expect(Math.abs(levelDb(resampleTone(48000, 7000)))).toBeLessThan(0.5);
  });

  it('gives 16 kHz: one second in, 16,000 samples out (give or take the block edge)', () => {
    expect(Math.abs(resampleTone(44100, 440).length - OUTPUT_RATE)).toBeLessThanOrEqual(1);
    expect(resampleTone(48000, 440).length).toBe(OUTPUT_RATE);
  });
});
