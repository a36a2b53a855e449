import { SPEECH_SAMPLE_RATE } from '@medi/contracts';

/** What one utterance's voice sounds like: enough to tell two speakers apart, cheap enough for the live path. */
export interface VoiceFeatures {
  /** How much of the utterance was voiced (a pitch was found), in ms. */
  voicedMs: number;
  /** Median pitch of the voiced frames in semitones above 55 Hz (NaN when none was voiced). */
  pitch: number;
  /** Mean mel-cepstral coefficients 1..TIMBRE_COEFFICIENTS of the loud frames: the timbre. */
  timbre: number[];
}

export const TIMBRE_COEFFICIENTS = 12;

const SAMPLE_RATE = SPEECH_SAMPLE_RATE;
/** Pitch is found at half the rate: a quarter of the work, and voices have no pitch above 4 kHz. */
const PITCH_RATE = SAMPLE_RATE / 2;
/** 25 frames a second: the median settles with far fewer, and the cost halves against 20 ms hops. */
const HOP = 40 * (PITCH_RATE / 1000);
const MIN_F0 = 60;
const MAX_F0 = 400;
const MIN_LAG = Math.floor(PITCH_RATE / MAX_F0);
const MAX_LAG = Math.ceil(PITCH_RATE / MIN_F0);
const WINDOW = 200;
/** YIN's threshold on the cumulative mean normalised difference: below it a frame is periodic. */
const YIN_THRESHOLD = 0.2;
/** Frames quieter than this (RMS of 16-bit samples) are not looked at: silence and breath. */
const QUIET_RMS = 300;
const FFT_SIZE = 512;
const MEL_BANDS = 24;
const MEL_LOW_HZ = 100;
const MEL_HIGH_HZ = 7000;
const SEMITONE_BASE_HZ = 55;

/** Median pitch (YIN over voiced frames) and mean timbre (MFCCs over loud frames) of a 16 kHz PCM16 utterance. */
export function voiceFeatures(pcm16: Buffer): VoiceFeatures {
  // Int16Array needs an even offset; a Buffer sliced at an odd byte is copied.
  const aligned = pcm16.byteOffset % 2 === 0 ? pcm16 : Buffer.from(pcm16);
  const samples = new Int16Array(aligned.buffer, aligned.byteOffset, aligned.length >> 1);
  const { pitches, loudFrames } = pitchTrack(samples);
  const timbre = meanCepstrum(samples, loudFrames);
  const sorted = Float64Array.from(pitches).sort();
  const medianHz = sorted.length > 0 ? sorted[sorted.length >> 1] : Number.NaN;
  return {
    voicedMs: (pitches.length * HOP * 1000) / PITCH_RATE,
    pitch: 12 * Math.log2(medianHz / SEMITONE_BASE_HZ),
    timbre,
  };
}

/** YIN (de Cheveigné & Kawahara 2002) at 8 kHz on 40 ms hops: the pitch of each voiced frame, and where loud frames start. */
function pitchTrack(samples: Int16Array): { pitches: number[]; loudFrames: number[] } {
  // Averaging pairs halves the rate and filters what would alias.
  const half = new Float32Array(samples.length >> 1);
  for (let i = 0; i < half.length; i++) half[i] = (samples[2 * i] + samples[2 * i + 1]) / 2;
  const pitches: number[] = [];
  const loudFrames: number[] = [];
  const difference = new Float64Array(MAX_LAG + 1);
  for (let start = 0; start + WINDOW + MAX_LAG <= half.length; start += HOP) {
    let energy = 0;
    for (let j = start; j < start + WINDOW; j++) energy += half[j] * half[j];
    if (Math.sqrt(energy / WINDOW) < QUIET_RMS) continue;
    loudFrames.push(start * 2);
    let cumulative = 0;
    let lag = -1;
    for (let tau = 1; tau <= MAX_LAG; tau++) {
      let sum = 0;
      for (let j = start; j < start + WINDOW; j++) {
        const delta = half[j] - half[j + tau];
        sum += delta * delta;
      }
      cumulative += sum;
      difference[tau] = cumulative > 0 ? (sum * tau) / cumulative : 1;
      if (tau > MIN_LAG && difference[tau - 1] < YIN_THRESHOLD && difference[tau] >= difference[tau - 1]) {
        lag = tau - 1;
        break;
      }
    }
    if (lag < MIN_LAG) continue;
    // Parabolic interpolation around the dip: the pitch between two lags.
    const [a, b, c] = [difference[lag - 1], difference[lag], difference[lag + 1]];
    const curvature = a + c - 2 * b;
    const shift = curvature > 0 ? (a - c) / (2 * curvature) : 0;
    pitches.push(PITCH_RATE / (lag + shift));
  }
  return { pitches, loudFrames };
}

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular mel filters over the FFT bins, built once. */
const MEL_FILTERS: Array<{ from: number; weights: Float64Array }> = (() => {
  const low = melOf(MEL_LOW_HZ);
  const high = melOf(MEL_HIGH_HZ);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    Math.round((hzOf(low + ((high - low) * i) / (MEL_BANDS + 1)) * FFT_SIZE) / SAMPLE_RATE),
  );
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band], edges[band + 1], edges[band + 2]];
    const weights = new Float64Array(right - left + 1);
    for (let bin = left; bin <= right; bin++) {
      weights[bin - left] =
        bin <= centre
          ? (bin - left) / Math.max(centre - left, 1)
          : (right - bin) / Math.max(right - centre, 1);
    }
    return { from: left, weights };
  });
})();

const HANN = Float64Array.from(
  { length: FFT_SIZE },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FFT_SIZE - 1)),
);

/** DCT-II rows 1..TIMBRE_COEFFICIENTS over the mel bands. */
const DCT = Float64Array.from({ length: TIMBRE_COEFFICIENTS * MEL_BANDS }, (_, i) =>
  Math.cos((Math.PI * (Math.floor(i / MEL_BANDS) + 1) * ((i % MEL_BANDS) + 0.5)) / MEL_BANDS),
);

/** Mean MFCCs 1..12 over the loud frames. */
function meanCepstrum(samples: Int16Array, loudFrames: number[]): number[] {
  const sums = new Float64Array(TIMBRE_COEFFICIENTS);
  const real = new Float64Array(FFT_SIZE);
  const imaginary = new Float64Array(FFT_SIZE);
  const logMel = new Float64Array(MEL_BANDS);
  let frames = 0;
  for (const start of loudFrames) {
    if (start + FFT_SIZE > samples.length) break;
    for (let i = 0; i < FFT_SIZE; i++) {
      real[i] = samples[start + i] * HANN[i];
      imaginary[i] = 0;
    }
    fft(real, imaginary);
    for (let band = 0; band < MEL_BANDS; band++) {
      const { from, weights } = MEL_FILTERS[band];
      let energy = 1e-3;
      for (let i = 0; i < weights.length; i++) {
        const bin = from + i;
        energy += weights[i] * (real[bin] * real[bin] + imaginary[bin] * imaginary[bin]);
      }
      logMel[band] = Math.log(energy);
    }
    for (let c = 0; c < TIMBRE_COEFFICIENTS; c++) {
      let coefficient = 0;
      for (let band = 0; band < MEL_BANDS; band++) coefficient += logMel[band] * DCT[c * MEL_BANDS + band];
      sums[c] += coefficient;
    }
    frames++;
  }
  return Array.from(sums, (sum) => (frames > 0 ? sum / frames : Number.NaN));
}

/** Bit-reversal permutation and twiddle factors of the FFT size, built once. */
const BIT_REVERSED = Uint16Array.from({ length: FFT_SIZE }, (_, i) => {
  let reversed = 0;
  for (let bit = 1, mirror = FFT_SIZE >> 1; bit < FFT_SIZE; bit <<= 1, mirror >>= 1)
    if (i & bit) reversed |= mirror;
  return reversed;
});
const TWIDDLE_COS = Float64Array.from({ length: FFT_SIZE / 2 }, (_, k) =>
  Math.cos((-2 * Math.PI * k) / FFT_SIZE),
);
const TWIDDLE_SIN = Float64Array.from({ length: FFT_SIZE / 2 }, (_, k) =>
  Math.sin((-2 * Math.PI * k) / FFT_SIZE),
);

/** In-place radix-2 FFT of FFT_SIZE points. */
function fft(real: Float64Array, imaginary: Float64Array): void {
  for (let i = 0; i < FFT_SIZE; i++) {
    const j = BIT_REVERSED[i];
    if (i < j) {
      const swapReal = real[i];
      real[i] = real[j];
      real[j] = swapReal;
      const swapImaginary = imaginary[i];
      imaginary[i] = imaginary[j];
      imaginary[j] = swapImaginary;
    }
  }
  for (let size = 2; size <= FFT_SIZE; size <<= 1) {
    const half = size >> 1;
    const stride = FFT_SIZE / size;
    for (let start = 0; start < FFT_SIZE; start += size) {
      for (let k = 0; k < half; k++) {
        const wReal = TWIDDLE_COS[k * stride];
        const wImaginary = TWIDDLE_SIN[k * stride];
        const even = start + k;
        const odd = even + half;
        const oddReal = real[odd] * wReal - imaginary[odd] * wImaginary;
        const oddImaginary = real[odd] * wImaginary + imaginary[odd] * wReal;
        real[odd] = real[even] - oddReal;
        imaginary[odd] = imaginary[even] - oddImaginary;
        real[even] += oddReal;
        imaginary[even] += oddImaginary;
      }
    }
  }
}
