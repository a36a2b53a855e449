import { DRUG_NAMES } from './drug-lexicon';
import { readNumber } from './numbers';
import {
  DOSE_UNITS,
  DURATION_UNITS,
  FREQUENCY_LABELS,
  FREQUENCY_PHRASES,
  GLUED_DOSE,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  NEGATION_END,
  NEGATION_REACH,
  type FrequencyCode,
} from './patterns';
import { SYMPTOM_LEXICON } from './symptom-lexicon';
import { pauseBefore, PhraseMatcher, tokenize, type Token } from './tokens';

/** A text the facts come from: a transcript segment, a note, a prescription line. */
export interface TextSource {
  id: string;
  text: string;
}

/** Where a fact was said: the source and the character span [start, end) of `text` in it. */
export interface Evidence {
  sourceId: string;
  start: number;
  end: number;
  text: string;
}

export interface Dose {
  value: number;
  unit: string;
  evidence: Evidence;
}

export interface Frequency {
  code: FrequencyCode;
  label: string;
  evidence: Evidence;
}

export interface Duration {
  days: number;
  evidence: Evidence;
}

export interface Negation {
  /** The words that negate it, e.g. "denies", "stopped". */
  cue: string;
  evidence: Evidence;
}

export interface MedicationMention {
  /** As said, lower case: a generic or a brand. */
  name: string;
  generic: string;
  negation?: Negation;
  dose?: Dose;
  frequency?: Frequency;
  duration?: Duration;
  evidence: Evidence;
}

export interface SymptomMention {
  name: string;
  negation?: Negation;
  duration?: Duration;
  evidence: Evidence;
}

export interface ClinicalFacts {
  medications: MedicationMention[];
  symptoms: SymptomMention[];
}

const drugs = new PhraseMatcher(DRUG_NAMES);
const symptoms = new PhraseMatcher(
  SYMPTOM_LEXICON.flatMap((symptom) => symptom.phrases.map((phrase) => [phrase, symptom.name] as const)),
);
const frequencies = new PhraseMatcher(FREQUENCY_PHRASES);
const negationsBefore = new PhraseMatcher(NEGATION_BEFORE.map((cue) => [cue, cue] as const));
const negationsAfter = new Set(NEGATION_AFTER);

/** Medicines (with dose, frequency, duration), symptoms and their negation, each with where it was said. */
export function extractClinicalFacts(sources: readonly TextSource[]): ClinicalFacts {
  const facts: ClinicalFacts = { medications: [], symptoms: [] };
  for (const source of sources) {
    const reader = new SourceReader(source);
    facts.medications.push(...reader.medications());
    facts.symptoms.push(...reader.symptoms());
  }
  return facts;
}

class SourceReader {
  private readonly tokens: Token[];
  private readonly drugAt = new Map<number, { generic: string; length: number }>();

  constructor(private readonly source: TextSource) {
    this.tokens = tokenize(source.text);
    for (let i = 0; i < this.tokens.length; i++) {
      const found = drugs.match(this.tokens, i);
      if (found) {
        this.drugAt.set(i, { generic: found.value, length: found.length });
        i += found.length - 1;
      }
    }
  }

  medications(): MedicationMention[] {
    return [...this.drugAt].map(([i, { generic, length }]) => {
      const mention: MedicationMention = {
        name: this.words(i, length),
        generic,
        evidence: this.evidence(i, i + length),
      };
      const negation = this.negationOf(i, length);
      if (negation) mention.negation = negation;
      Object.assign(mention, this.attributesAfter(i + length, i > 0 ? this.doseEndingAt(i) : undefined));
      return mention;
    });
  }

  symptoms(): SymptomMention[] {
    const found: SymptomMention[] = [];
    for (let i = 0; i < this.tokens.length; i++) {
      const match = symptoms.match(this.tokens, i);
      if (!match) continue;
      const mention: SymptomMention = { name: match.value, evidence: this.evidence(i, i + match.length) };
      const negation = this.negationOf(i, match.length);
      if (negation) mention.negation = negation;
      const duration = this.durationNear(i + match.length);
      if (duration) mention.duration = duration;
      found.push(mention);
      i += match.length - 1;
    }
    return found;
  }

  /** A cue before the finding within its reach (and not cut off by a word like "but"), or one right after it. */
  private negationOf(i: number, length: number): Negation | undefined {
    const sentence = this.tokens[i].sentence;
    for (let j = i - 1; j >= 0 && j >= i - NEGATION_REACH; j--) {
      if (this.tokens[j].sentence !== sentence) break;
      // A cue may end in a word that otherwise ends a negation's reach: "not taking", "don't take".
      for (let start = j; start >= Math.max(0, j - 2); start--) {
        const cue = negationsBefore.match(this.tokens, start);
        if (cue && start + cue.length === j + 1 && !this.isAnswerNo(start, cue.value)) {
          return { cue: cue.value, evidence: this.evidence(start, start + cue.length) };
        }
      }
      if (NEGATION_END.has(this.tokens[j].lower)) break;
    }
    for (let j = i + length; j < this.tokens.length && j <= i + length + 2; j++) {
      if (this.tokens[j].sentence !== sentence) break;
      if (negationsAfter.has(this.tokens[j].lower)) {
        return { cue: this.tokens[j].lower, evidence: this.evidence(j, j + 1) };
      }
    }
    return undefined;
  }

  /** "No, I take metformin": a bare "no" followed by a pause answers a question, it negates nothing. */
  private isAnswerNo(j: number, cue: string): boolean {
    return cue === 'no' && j + 1 < this.tokens.length && pauseBefore(this.source.text, this.tokens, j + 1);
  }

  /** Dose, frequency and duration from the drug's end to the next drug or the sentence's end. */
  private attributesAfter(
    from: number,
    doseBefore: Dose | undefined,
  ): Pick<MedicationMention, 'dose' | 'frequency' | 'duration'> {
    const attributes: Pick<MedicationMention, 'dose' | 'frequency' | 'duration'> = {};
    if (doseBefore) attributes.dose = doseBefore;
    const sentence = this.tokens[from - 1].sentence;
    for (
      let j = from;
      j < this.tokens.length && this.tokens[j].sentence === sentence && !this.drugAt.has(j);
      j++
    ) {
      const dose = attributes.dose ? undefined : this.doseAt(j, j === from);
      if (dose) {
        attributes.dose = dose.dose;
        j += dose.length - 1;
        continue;
      }
      const frequency = attributes.frequency ? undefined : frequencies.match(this.tokens, j);
      if (frequency) {
        attributes.frequency = {
          code: frequency.value,
          label: FREQUENCY_LABELS[frequency.value],
          evidence: this.evidence(j, j + frequency.length),
        };
        j += frequency.length - 1;
        continue;
      }
      const duration = attributes.duration ? undefined : this.durationAt(j);
      if (duration) {
        attributes.duration = duration.duration;
        j += duration.length - 1;
      }
    }
    return attributes;
  }

  /**
   * "500 mg", "five hundred milligrams", "500mg"; right after a brand a bare strength ("Dolo 650") counts as mg.
   */
  private doseAt(j: number, rightAfterName: boolean): { dose: Dose; length: number } | undefined {
    const glued = GLUED_DOSE.exec(this.tokens[j].lower);
    if (glued) {
      const unit = DOSE_UNITS.get(glued[2]) ?? glued[2];
      return { dose: { value: Number(glued[1]), unit, evidence: this.evidence(j, j + 1) }, length: 1 };
    }
    const number = readNumber(this.lowerWords(j, 6));
    if (!number) return undefined;
    const unitToken = this.tokens[j + number.length];
    const unit =
      unitToken && unitToken.sentence === this.tokens[j].sentence
        ? DOSE_UNITS.get(unitToken.lower)
        : undefined;
    if (unit) {
      const length = number.length + 1;
      return { dose: { value: number.value, unit, evidence: this.evidence(j, j + length) }, length };
    }
    const nextWord = unitToken?.lower;
    const isCount =
      nextWord !== undefined && (DURATION_UNITS.has(nextWord) || nextWord === 'times' || nextWord === 'time');
    if (rightAfterName && number.value >= 50 && !isCount) {
      return {
        dose: { value: number.value, unit: 'mg', evidence: this.evidence(j, j + number.length) },
        length: number.length,
      };
    }
    return undefined;
  }

  /** A dose said before the name: "500 mg paracetamol". */
  private doseEndingAt(i: number): Dose | undefined {
    for (let start = Math.max(0, i - 4); start < i; start++) {
      const dose = this.doseAt(start, false);
      if (dose && start + dose.length === i && this.tokens[start].sentence === this.tokens[i].sentence)
        return dose.dose;
    }
    return undefined;
  }

  /** "for five days", "x 2 weeks", "for a month", "3 days". */
  private durationAt(j: number): { duration: Duration; length: number } | undefined {
    const lead = this.tokens[j].lower === 'for' || this.tokens[j].lower === 'x' ? 1 : 0;
    const number = readNumber(this.lowerWords(j + lead, 6), lead === 1);
    if (!number) return undefined;
    const unitIndex = j + lead + number.length;
    const days = this.tokens[unitIndex] ? DURATION_UNITS.get(this.tokens[unitIndex].lower) : undefined;
    if (days === undefined || this.tokens[unitIndex].sentence !== this.tokens[j].sentence) return undefined;
    const length = lead + number.length + 1;
    return { duration: { days: number.value * days, evidence: this.evidence(j, j + length) }, length };
  }

  private durationNear(from: number): Duration | undefined {
    for (let j = from; j < this.tokens.length && j < from + 3; j++) {
      if (this.tokens[j].sentence !== this.tokens[from - 1].sentence) return undefined;
      const duration = this.durationAt(j);
      if (duration) return duration.duration;
    }
    return undefined;
  }

  private lowerWords(from: number, count: number): string[] {
    return this.tokens.slice(from, from + count).map((token) => token.lower);
  }

  private words(from: number, length: number): string {
    return this.lowerWords(from, length).join(' ');
  }

  private evidence(from: number, to: number): Evidence {
    const start = this.tokens[from].start;
    const end = this.tokens[to - 1].end;
    return { sourceId: this.source.id, start, end, text: this.source.text.slice(start, end) };
  }
}
