import { TIMBRE_COEFFICIENTS, type VoiceFeatures } from './voice-features';

/**
 * What a bubble is labelled: the role once both the voice and the words are clear, the voice's number when only the
 * voice is, and Azure's 'Unknown' when the voice is not clear (too little voiced audio, between the two voices, or
 * one voice heard so far).
 */
export type SpeakerLabel = 'Doctor' | 'Patient' | 'Speaker 1' | 'Speaker 2' | 'Unknown';

export interface DiarizerSettings {
  /** Utterances with less voiced audio say too little about the voice: labelled Unknown and not learnt from. */
  minVoicedMs: number;
  /** Distance between the two voices' centres (in units of one speaker's spread) below which one voice is all there is. */
  minSeparation: number;
  /** How much nearer one centre than the other an utterance must be: (far − near) / (far + near). */
  minMargin: number;
  /** Utterances each voice needs before the two are told apart, and before their words name them. */
  minTurns: number;
  /** Difference in mean doctor evidence per utterance (see doctorEvidence) before the voices are named. */
  minRoleGap: number;
  /** Utterances remembered: the clustering's cost stays flat in a long consultation. */
  maxHistory: number;
}

export const DEFAULT_DIARIZER: DiarizerSettings = {
  minVoicedMs: 200,
  minSeparation: 5,
  minMargin: 0.2,
  minTurns: 2,
  minRoleGap: 0.25,
  maxHistory: 200,
};

/**
 * How much one speaker's utterances spread (standard deviation), measured on flite voices over ACI-Bench valid
 * turns: a semitone of median pitch, and each timbre coefficient's own. Distances count in these units, so that two
 * voices must stand apart by more than one voice varies, whatever the number of utterances.
 */
const PITCH_SPREAD = 1;
const TIMBRE_SPREAD = [6, 4, 4, 2.5, 1.5, 2, 1.5, 1.2, 1.2, 0.9, 0.7, 0.9];
/** The timbre coefficients together weigh as much as the pitch. */
const TIMBRE_SCALE = TIMBRE_SPREAD.map((spread) => 1 / spread / Math.sqrt(TIMBRE_COEFFICIENTS));
const ITERATIONS = 12;

interface Turn {
  features: VoiceFeatures;
  evidence: number;
}

export interface Diarization {
  label: SpeakerLabel;
  /** Why the label is no more precise, for the measurements. */
  unsure?: 'littleVoice' | 'oneVoice' | 'between' | 'roles';
}

/**
 * Online two-speaker clustering of utterances by voice (median pitch and mean timbre), then naming by words: the
 * voice that asks and prescribes is the doctor. Each final is labelled once, from what was heard up to it; earlier
 * bubbles keep their labels, as a final segment is never sent again.
 */
export class SpeakerDiarizer {
  private history: Turn[] = [];
  /** The first utterance learnt: whichever voice it is nearer is Speaker 1, however the clusters move. */
  private anchor: VoiceFeatures | undefined;

  constructor(private readonly settings: DiarizerSettings = DEFAULT_DIARIZER) {}

  /** Labels an utterance; `learn` adds it to what the clustering knows (finals do, partials do not). */
  label(features: VoiceFeatures, evidence: number, learn: boolean): Diarization {
    if (features.voicedMs < this.settings.minVoicedMs || !Number.isFinite(features.pitch)) {
      return { label: 'Unknown', unsure: 'littleVoice' };
    }
    if (learn) {
      this.anchor ??= features;
      this.history = [...this.history, { features, evidence }].slice(-this.settings.maxHistory);
    }
    const clusters = this.cluster();
    if (!clusters) return { label: 'Unknown', unsure: 'oneVoice' };
    const point = clusters.embed(features);
    const [toFirst, toSecond] = clusters.centres.map((centre) => distance(point, centre));
    const margin = Math.abs(toSecond - toFirst) / (toFirst + toSecond);
    if (margin < this.settings.minMargin) return { label: 'Unknown', unsure: 'between' };
    const voice = toFirst <= toSecond ? 0 : 1;
    const roles = this.roles(clusters.members);
    if (roles) return { label: roles[voice] };
    const first = clusters.nearest(clusters.embed(this.anchor ?? features));
    return { label: voice === first ? 'Speaker 1' : 'Speaker 2', unsure: 'roles' };
  }

  /** Two voices, when the utterances so far hold two that stand apart; undefined while one is all there is. */
  private cluster(): Clusters | undefined {
    const { minTurns, minSeparation } = this.settings;
    if (this.history.length < 2 * minTurns) return undefined;
    const clusters = new Clusters(this.history.map((turn) => turn.features));
    if (clusters.members.some((members) => members.length < minTurns)) return undefined;
    return clusters.separation() >= minSeparation ? clusters : undefined;
  }

  /** Doctor or patient for each voice, when the words of one say doctor clearly more than the other's. */
  private roles(members: number[][]): [SpeakerLabel, SpeakerLabel] | undefined {
    const { minTurns, minRoleGap } = this.settings;
    if (members.some((indices) => indices.length < minTurns)) return undefined;
    const [first, second] = members.map(
      (indices) => indices.reduce((sum, i) => sum + this.history[i].evidence, 0) / indices.length,
    );
    if (Math.abs(first - second) < minRoleGap) return undefined;
    return first > second ? ['Doctor', 'Patient'] : ['Patient', 'Doctor'];
  }
}

/** 2-means over the utterances' voices, in units of one speaker's spread. */
class Clusters {
  readonly centres: number[][];
  readonly members: number[][];
  private readonly points: number[][];
  private readonly timbreMean: number[];

  constructor(voices: VoiceFeatures[]) {
    const n = voices.length;
    this.timbreMean = Array.from(
      { length: TIMBRE_COEFFICIENTS },
      (_, c) => voices.reduce((sum, voice) => sum + voice.timbre[c], 0) / n,
    );
    this.points = voices.map((voice) => this.embed(voice));
    // Deterministic start: the highest and the lowest voice.
    const byPitch = this.points.map((point, i) => [point[0], i]).sort((a, b) => a[0] - b[0]);
    let centres = [this.points[byPitch[0][1]], this.points[byPitch[n - 1][1]]];
    let members: number[][] = [[], []];
    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      members = [[], []];
      this.points.forEach((point, i) => members[nearestOf(centres, point)].push(i));
      if (members.some((indices) => indices.length === 0)) break;
      centres = members.map((indices) => mean(indices.map((i) => this.points[i])));
    }
    this.centres = centres;
    this.members = members;
  }

  embed(voice: VoiceFeatures): number[] {
    return [
      voice.pitch / PITCH_SPREAD,
      ...voice.timbre.map((value, c) => (value - this.timbreMean[c]) * TIMBRE_SCALE[c]),
    ];
  }

  nearest(point: number[]): number {
    return nearestOf(this.centres, point);
  }

  /** Distance between the centres, in units of one speaker's spread. */
  separation(): number {
    return distance(this.centres[0], this.centres[1]);
  }
}

function nearestOf(centres: number[][], point: number[]): number {
  return distance(point, centres[0]) <= distance(point, centres[1]) ? 0 : 1;
}

function distance(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}

function mean(points: number[][]): number[] {
  return points[0].map((_, d) => points.reduce((sum, point) => sum + point[d], 0) / points.length);
}
