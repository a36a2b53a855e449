import { doctorEvidence } from './role-cues';
import { DEFAULT_DIARIZER, SpeakerDiarizer, type SpeakerLabel } from './speaker-diarizer';
import { voiceFeatures, type VoiceFeatures } from './voice-features';

/** Deterministic test voices: a harmonic series (a vowel) at a pitch, with a spectral tilt standing for timbre. */
interface SyntheticVoice {
  f0: number;
  /** Harmonic k has amplitude k^-tilt: a higher tilt is a darker voice. */
  tilt: number;
}

const SAMPLE_RATE = 16_000;

/** `ms` of the voice as 16 kHz PCM16, its pitch gliding by ±`glide` (a fraction) over the utterance as speech does. */
function harmonicSpeech(voice: SyntheticVoice, ms: number, glide = 0.05, seed = 1): Buffer {
  const n = Math.round((ms * SAMPLE_RATE) / 1000);
  const out = Buffer.alloc(n * 2);
  const random = seeded(seed);
  const harmonics = Math.floor(3800 / voice.f0);
  const phases = Array.from({ length: harmonics }, () => random() * 2 * Math.PI);
  let phase = 0;
  let norm = 0;
  for (let k = 1; k <= harmonics; k++) norm += k ** -voice.tilt;
  for (let i = 0; i < n; i++) {
    const f = voice.f0 * (1 + glide * Math.sin((2 * Math.PI * i) / n + seed));
    phase += (2 * Math.PI * f) / SAMPLE_RATE;
    let sample = 0;
    for (let k = 1; k <= harmonics; k++) sample += k ** -voice.tilt * Math.sin(k * phase + phases[k - 1]);
    out.writeInt16LE(Math.round((8000 * sample) / norm + 200 * (random() - 0.5)), i * 2);
  }
  return out;
}

/** White noise (a fan, a rustle): loud but without pitch. */
function whiteNoise(ms: number, seed = 1): Buffer {
  const n = Math.round((ms * SAMPLE_RATE) / 1000);
  const out = Buffer.alloc(n * 2);
  const random = seeded(seed);
  for (let i = 0; i < n; i++) out.writeInt16LE(Math.round(6000 * (random() - 0.5)), i * 2);
  return out;
}

function seeded(seed: number): () => number {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const semitones = (hz: number) => 12 * Math.log2(hz / 55);

describe('voiceFeatures', () => {
  it.each([
    { f0: 95, tilt: 1 },
    { f0: 120, tilt: 1.5 },
    { f0: 180, tilt: 1 },
    { f0: 240, tilt: 0.7 },
    { f0: 320, tilt: 1.2 },
  ])('finds the median pitch of a harmonic voice at $f0 Hz within a third of a semitone', ({ f0, tilt }) => {
    const features = voiceFeatures(harmonicSpeech({ f0, tilt }, 1500));
    expect(Math.abs(features.pitch - semitones(f0))).toBeLessThan(1 / 3);
    expect(features.voicedMs).toBeGreaterThan(1300);
  });

  it.each([
    { what: 'white noise', audio: whiteNoise(1500) },
    { what: 'silence', audio: Buffer.alloc(1500 * 32) },
  ])('finds (almost) no voiced audio in $what', ({ audio }) => {
    expect(voiceFeatures(audio).voicedMs).toBeLessThan(100);
  });

  it('tells two timbres at one pitch apart more than two utterances of one timbre', () => {
    const bright = (seed: number) => voiceFeatures(harmonicSpeech({ f0: 150, tilt: 0.6 }, 1200, 0.05, seed));
    const dark = voiceFeatures(harmonicSpeech({ f0: 150, tilt: 2 }, 1200, 0.05, 3));
    const between = (a: VoiceFeatures, b: VoiceFeatures) =>
      Math.hypot(...a.timbre.map((value, c) => value - b.timbre[c]));
    expect(between(bright(1), dark)).toBeGreaterThan(4 * between(bright(1), bright(2)));
  });

  it('costs a few milliseconds per second of audio at most', () => {
    const audio = harmonicSpeech({ f0: 130, tilt: 1 }, 5000);
    voiceFeatures(audio);
    // CPU time, not wall time: on a shared machine the wall clock measures the neighbours.
    const started = process.cpuUsage();
    for (let i = 0; i < 10; i++) voiceFeatures(audio);
    const { user, system } = process.cpuUsage(started);
    const msPerAudioSecond = (user + system) / 1000 / 10 / 5;
    // About 1-2 ms; the bound leaves room for a slower CI machine (the README gives the figures).
    expect(msPerAudioSecond).toBeLessThan(10);
  });
});

describe('doctorEvidence', () => {
  it.each([
    { text: 'how long have you had the cough', side: 'doctor' },
    { text: 'do you have any allergies to medications', side: 'doctor' },
    { text: "i'll start you on amoxicillin five hundred milligrams three times a day", side: 'doctor' },
    { text: 'i have had it for about three days and my chest hurts', side: 'patient' },
    { text: "i'm taking metformin for my diabetes", side: 'patient' },
  ])('counts "$text" as the $side', ({ text, side }) => {
    const evidence = doctorEvidence(text);
    if (side === 'doctor') expect(evidence).toBeGreaterThan(0.5);
    else expect(evidence).toBeLessThan(0);
  });
});

describe('SpeakerDiarizer', () => {
  const low = { f0: 105, tilt: 1.6 };
  const high = { f0: 205, tilt: 0.8 };
  const turn = (voice: typeof low, seed: number, ms = 1200) =>
    voiceFeatures(harmonicSpeech(voice, ms, 0.06, seed));
  /** Labels a conversation, turn by turn, as finals. */
  const labelsOf = (turns: Array<{ features: VoiceFeatures; evidence: number }>): SpeakerLabel[] => {
    const diarizer = new SpeakerDiarizer();
    return turns.map(({ features, evidence }) => diarizer.label(features, evidence, true).label);
  };

  it.each([
    {
      what: 'two voices, the low one asking and prescribing: named once each voice has spoken twice',
      turns: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
        features: turn(i % 2 === 0 ? low : high, i + 1),
        evidence: i % 2 === 0 ? 1.5 : -0.5,
      })),
      expected: ['Unknown', 'Unknown', 'Unknown', 'Patient', 'Doctor', 'Patient', 'Doctor', 'Patient'],
    },
    {
      what: 'two voices whose words say nothing about roles: numbered, the first heard is Speaker 1',
      turns: [0, 1, 2, 3, 4, 5].map((i) => ({
        features: turn(i % 2 === 0 ? high : low, i + 1),
        evidence: 0,
      })),
      expected: ['Unknown', 'Unknown', 'Unknown', 'Speaker 2', 'Speaker 1', 'Speaker 2'],
    },
    {
      what: 'one voice only: never split',
      turns: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ features: turn(low, i + 1), evidence: i % 2 ? 2 : -1 })),
      expected: Array<SpeakerLabel>(8).fill('Unknown'),
    },
  ])('$what', ({ turns, expected }) => {
    expect(labelsOf(turns)).toEqual(expected);
  });

  it.each([
    { what: 'too short to say', features: () => turn(low, 9, 150), unsure: 'littleVoice' },
    { what: 'noise', features: () => voiceFeatures(whiteNoise(1200, 9)), unsure: 'littleVoice' },
    { what: 'a voice between the two', features: () => turn({ f0: 148, tilt: 1.2 }, 9), unsure: 'between' },
  ])('leaves $what as Unknown instead of guessing', ({ features, unsure }) => {
    const diarizer = new SpeakerDiarizer();
    for (let i = 0; i < 6; i++) diarizer.label(turn(i % 2 ? high : low, i + 1), i % 2 ? -1 : 1, true);
    expect(diarizer.label(features(), 0, false)).toEqual({ label: 'Unknown', unsure });
  });

  it('remembers at most maxHistory utterances', () => {
    const diarizer = new SpeakerDiarizer({ ...DEFAULT_DIARIZER, maxHistory: 4 });
    const labels = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (i) => diarizer.label(turn(i % 2 ? high : low, i + 1), i % 2 ? -1 : 1, true).label,
    );
    expect(labels.slice(-2)).toEqual(['Doctor', 'Patient']);
  });
});
