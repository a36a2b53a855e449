// Resampling of the microphone's samples to the recognizers' 16 kHz with an anti-aliasing low-pass filter first.
// Taking every third sample of 48 kHz audio (what the worklet did) folds everything between 8 and 24 kHz (fricatives,
// fan and keyboard noise) back into the speech band; a windowed-sinc (Kaiser) FIR removes it before decimating.
// A plain module shared by pcm-processor.js (AudioWorklet scope) and the web's unit tests.

/** The speech band kept: below the 8 kHz Nyquist limit of 16 kHz audio, leaving the filter room to roll off. */
export const PASSBAND_HZ = 7200;
/** Where the filter must already reject: 16 kHz audio's Nyquist limit. */
export const STOPBAND_HZ = 8000;
/** Stop-band attenuation the filter is designed for. */
export const ATTENUATION_DB = 70;

/** Zeroth-order modified Bessel function of the first kind (Kaiser window), by its power series. */
function besselI0(x) {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k += 1) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

/**
 * A linear-phase low-pass FIR for `inputRate` (Kaiser's design formulas): cutoff half-way across the transition
 * band, gain 1 at DC, odd length so its delay is a whole number of samples.
 */
export function lowPassKernel(inputRate, passbandHz = PASSBAND_HZ, stopbandHz = STOPBAND_HZ) {
  const transition = (2 * Math.PI * (stopbandHz - passbandHz)) / inputRate;
  const beta = 0.1102 * (ATTENUATION_DB - 8.7);
  let taps = Math.ceil((ATTENUATION_DB - 8) / (2.285 * transition)) + 1;
  if (taps % 2 === 0) taps += 1;
  const cutoff = (passbandHz + stopbandHz) / 2 / inputRate;
  const middle = (taps - 1) / 2;
  const kernel = new Float32Array(taps);
  let gain = 0;
  for (let n = 0; n < taps; n += 1) {
    const t = n - middle;
    const sinc = t === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * t) / (Math.PI * t);
    const window = besselI0(beta * Math.sqrt(1 - (t / middle) ** 2)) / besselI0(beta);
    kernel[n] = sinc * window;
    gain += kernel[n];
  }
  for (let n = 0; n < taps; n += 1) kernel[n] /= gain;
  return kernel;
}

/**
 * Mono float samples at `inputRate` in, float samples at `outputRate` out: low-pass filtered, then taken at the
 * output times (linear interpolation between filtered samples where the ratio is not whole, as 44.1 to 16 kHz).
 * Input arrives in blocks of any size (the worklet's 128 frames); the filter's memory spans blocks.
 */
export class AntiAliasResampler {
  constructor(inputRate, outputRate) {
    this.ratio = inputRate / outputRate;
    this.kernel = inputRate > outputRate ? lowPassKernel(inputRate) : Float32Array.of(1);
    // The last `taps` input samples of earlier blocks, then the current block.
    this.memory = this.kernel.length;
    this.work = new Float32Array(this.memory + 128);
    // Input index (in the current block) of the next output sample; -1 < position.
    this.position = 0;
  }

  /** Filters one block and calls `emit` with each output sample it completes. */
  push(block, emit) {
    const frames = block.length;
    const { memory, kernel } = this;
    if (this.work.length < memory + frames) {
      const grown = new Float32Array(memory + frames);
      grown.set(this.work.subarray(0, memory));
      this.work = grown;
    }
    const work = this.work;
    work.set(block, memory);
    const taps = kernel.length;
    // Filtered sample ending at block index i (delayed by half the kernel: the same for every output).
    const filtered = (i) => {
      let sum = 0;
      const end = memory + i;
      for (let k = 0; k < taps; k += 1) sum += kernel[k] * work[end - k];
      return sum;
    };
    let position = this.position;
    while (position < frames) {
      const index = Math.floor(position);
      const fraction = position - index;
      if (fraction > 0 && index + 1 >= frames) break;
      const here = filtered(index);
      emit(fraction > 0 ? here + fraction * (filtered(index + 1) - here) : here);
      position += this.ratio;
    }
    this.position = position - frames;
    work.copyWithin(0, frames, frames + memory);
  }
}
