import { MEDICINE_LEXICON, type MedicineName } from './drug-lexicon';
import { readNumber } from './numbers';
import {
  ALLERGY_AFTER,
  ALLERGY_BEFORE,
  CURRENT_CUES,
  DOSE_UNITS,
  DURATION_UNITS,
  FREQUENCY_LABELS,
  FREQUENCY_PHRASES,
  GLUED_DOSE,
  LIST_GLUE,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  NEGATION_END,
  NEGATION_REACH,
  NO_ANSWERS,
  NO_KNOWN_ALLERGIES,
  PRESCRIBING_VERBS,
  QUESTION_OPENINGS,
  STOPPING_CUES,
  TAKER_SUBJECTS,
  TRIED_AFTER_CUES,
  TRIED_CUES,
  YES_ANSWERS,
  type FrequencyCode,
} from './patterns';
import { CONDITION_LEXICON } from './history-lexicon';
import { SYMPTOM_LEXICON } from './symptom-lexicon';
import { pauseBefore, PhraseMatcher, tokenize, type Token } from './tokens';

/**
 * A text the facts come from: a transcript segment, a note, a prescription line. A prescription line is the doctor's
 * own order: every medicine on it is prescribed.
 */
export interface TextSource {
  id: string;
  text: string;
  kind?: 'speech' | 'note' | 'prescription';
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

/**
 * What a mention of a medicine does in the consultation. Only `prescribed` may reach a prescription: the doctor
 * prescribes, starts, changes, continues or tells the patient to take it. `current` is what the patient takes
 * already (history); `stopped` was tried or stopped; `asked` was only asked about; `denied` the patient said no to;
 * `allergy` the patient is allergic to; `mentioned` is none of these.
 */
export type MedicationStatus =
  'prescribed' | 'current' | 'stopped' | 'asked' | 'denied' | 'allergy' | 'mentioned';

export interface MedicationMention {
  /** As said, lower case: a generic, an alias or a brand. */
  name: string;
  /** The generic it names; a combination's ingredients joined by " + ". */
  generic: string;
  status: MedicationStatus;
  /** The words that decided the status (the verb, the question, the allergy), when some did. */
  cue?: Evidence;
  negation?: Negation;
  dose?: Dose;
  frequency?: Frequency;
  duration?: Duration;
  evidence: Evidence;
}

/** `asked`: only asked about, with no answer that says yes or no. */
export type SymptomStatus = 'present' | 'denied' | 'asked';

export interface SymptomMention {
  name: string;
  status: SymptomStatus;
  negation?: Negation;
  duration?: Duration;
  evidence: Evidence;
}

/** Something the patient is allergic to: a medicine of the lexicon (its generic), a class of them, or other words. */
export interface AllergyMention {
  /** As said, lower case: "aspirin", "penicillin", "peanuts". */
  allergen: string;
  /** The generic, when the allergen is a medicine the lexicon knows. */
  generic?: string;
  evidence: Evidence;
}

export interface ClinicalFacts {
  medications: MedicationMention[];
  symptoms: SymptomMention[];
  /** Long-standing conditions (diabetes, hypertension): the history's, said as symptoms are. */
  conditions: SymptomMention[];
  allergies: AllergyMention[];
  /** Where the consultation says the patient has no known allergies. */
  noKnownAllergies?: Evidence;
}

let drugMatcher: PhraseMatcher<MedicineName> | undefined;
/** Every medicine name, built once on first use (with the lexicon it reads). */
const drugs = (): PhraseMatcher<MedicineName> =>
  (drugMatcher ??= new PhraseMatcher(
    [...MEDICINE_LEXICON.names.values()].map((entry) => [entry.name, entry] as const),
  ));
const phrasesOf = (lexicon: ReadonlyArray<{ name: string; phrases: readonly string[] }>) =>
  new PhraseMatcher(lexicon.flatMap((entry) => entry.phrases.map((phrase) => [phrase, entry.name] as const)));
const symptoms = phrasesOf(SYMPTOM_LEXICON);
const conditions = phrasesOf(CONDITION_LEXICON);
const frequencies = new PhraseMatcher(FREQUENCY_PHRASES);
const cues = (phrases: readonly string[]) => new PhraseMatcher(phrases.map((cue) => [cue, cue] as const));
const negationsBefore = cues(NEGATION_BEFORE);
const negationsAfter = new Set(NEGATION_AFTER);
const allergyBefore = cues(ALLERGY_BEFORE);
const allergyAfter = cues(ALLERGY_AFTER);
const noKnownAllergies = cues(NO_KNOWN_ALLERGIES);
const currentCues = cues(CURRENT_CUES);
const triedBefore = cues(TRIED_CUES);
const triedAfter = cues(TRIED_AFTER_CUES);
const questionOpenings = cues(QUESTION_OPENINGS);
const yesAnswers = cues(YES_ANSWERS);
const noAnswers = cues(NO_ANSWERS);

/** How far before a medicine a prescribing verb reaches: "I want to go ahead and start you on metformin". */
const PRESCRIBING_REACH = 12;
/** Words an allergy's other words may run to: "allergic to bee stings". */
const ALLERGEN_WORDS = 3;

/** One sentence of the consultation, in the order said: its source's reader and its tokens [from, to). */
interface Sentence {
  reader: SourceReader;
  from: number;
  to: number;
  question: boolean;
}

/**
 * Medicines (with dose, frequency, duration and what the mention does), symptoms (present, denied or only asked
 * about), allergies, each with where it was said. The sources are read in order as one conversation: a question
 * in one segment is answered in the next. Nothing depends on knowing who speaks: a prescribing act is recognised
 * by its words.
 */
export function extractClinicalFacts(sources: readonly TextSource[]): ClinicalFacts {
  const readers = sources.map((source) => new SourceReader(source));
  const sentences = readers.flatMap((reader) => reader.sentences());
  const facts: ClinicalFacts = { medications: [], symptoms: [], conditions: [], allergies: [] };
  sentences.forEach((sentence, index) => {
    const context = new SentenceContext(sentences, index);
    facts.medications.push(...sentence.reader.medications(sentence, context));
    facts.symptoms.push(...sentence.reader.findings(symptoms, sentence, context));
    facts.conditions.push(...sentence.reader.findings(conditions, sentence, context));
    facts.allergies.push(...sentence.reader.otherAllergies(sentence, context));
    facts.noKnownAllergies ??= sentence.reader.noKnownAllergies(sentence, context);
  });
  for (const mention of facts.medications) {
    if (mention.status !== 'allergy') continue;
    facts.allergies.push({ allergen: mention.name, generic: mention.generic, evidence: mention.evidence });
  }
  const order = new Map(sources.map((source, index) => [source.id, index]));
  facts.allergies.sort(
    (a, b) =>
      (order.get(a.evidence.sourceId) ?? 0) - (order.get(b.evidence.sourceId) ?? 0) ||
      a.evidence.start - b.evidence.start,
  );
  return facts;
}

/** A sentence's neighbours: the question it answers, the answer it gets. */
class SentenceContext {
  constructor(
    private readonly sentences: readonly Sentence[],
    private readonly index: number,
  ) {}

  /** The sentence before, when it is a question. */
  get questionBefore(): Sentence | undefined {
    const before = this.sentences[this.index - 1];
    return before?.question ? before : undefined;
  }

  /** How the next sentence answers this one when it is a yes/no question. */
  get answer(): { polarity: 'yes' | 'no'; sentence: Sentence } | undefined {
    const sentence = this.sentences[this.index];
    const next = this.sentences[this.index + 1];
    if (!sentence.question || !next) return undefined;
    const tokens = next.reader.tokens;
    if (noAnswers.match(tokens, next.from)) return { polarity: 'no', sentence: next };
    // "I'm not sure" begins like a yes: an answer with a negation in it says neither.
    const hedged = tokens
      .slice(next.from, next.to)
      .some((token) => ['not', "n't", 'no', 'never', 'sure', 'maybe', 'think'].includes(token.lower));
    if (yesAnswers.match(tokens, next.from) && !hedged) return { polarity: 'yes', sentence: next };
    return undefined;
  }
}

class SourceReader {
  readonly tokens: Token[];
  private readonly drugAt = new Map<
    number,
    { name: string; generic: string; weak: boolean; length: number }
  >();

  constructor(readonly source: TextSource) {
    this.tokens = tokenize(source.text);
    for (let i = 0; i < this.tokens.length; i++) {
      const found = drugs().match(this.tokens, i);
      if (found) {
        const entry = found.value;
        this.drugAt.set(i, {
          name: entry.name,
          generic: entry.generics.join(' + '),
          weak: entry.weak,
          length: found.length,
        });
        i += found.length - 1;
      }
    }
  }

  sentences(): Sentence[] {
    const found: Sentence[] = [];
    for (let from = 0; from < this.tokens.length;) {
      let to = from;
      while (to < this.tokens.length && this.tokens[to].sentence === this.tokens[from].sentence) to++;
      const after = this.source.text.slice(this.tokens[to - 1].end, this.tokens[to]?.start ?? undefined);
      const question = after.includes('?') || questionOpenings.match(this.tokens, from) !== undefined;
      found.push({ reader: this, from, to, question });
      from = to;
    }
    return found;
  }

  medications(sentence: Sentence, context: SentenceContext): MedicationMention[] {
    const found: MedicationMention[] = [];
    for (let i = sentence.from; i < sentence.to; i++) {
      const drug = this.drugAt.get(i);
      if (!drug) continue;
      const mention: MedicationMention = {
        name: drug.name,
        generic: drug.generic,
        status: 'mentioned',
        evidence: this.evidence(i, i + drug.length),
      };
      const negation = this.negationOf(i, drug.length);
      if (negation) mention.negation = negation;
      Object.assign(mention, this.attributesAfter(i + drug.length, i > 0 ? this.doseEndingAt(i) : undefined));
      const previous = found[found.length - 1];
      const listed = previous?.status === 'prescribed' && this.listedAfter(previous, i);
      const status = listed
        ? { status: 'prescribed' as const, cue: previous.cue, byVerb: true }
        : this.medicationStatus(sentence, context, i, drug.length, mention);
      mention.status = status.status;
      if (status.cue) mention.cue = status.cue;
      // "Any ibuprofen?" "No.": the answer negates it.
      if (status.status === 'denied' && !mention.negation && status.cue) {
        mention.negation = { cue: status.cue.text.toLowerCase(), evidence: status.cue };
      }
      // A short brand or one an ordinary word can be misheard as is no evidence on its own: "Adol" for "today".
      const weakAlone =
        drug.weak &&
        mention.status !== 'allergy' &&
        !mention.dose &&
        !mention.frequency &&
        !(mention.status === 'prescribed' && status.byVerb);
      if (!weakAlone) found.push(mention);
      i += drug.length - 1;
    }
    return found;
  }

  /**
   * Whether the mention at token i continues the list of a prescribed one: only list words, doses and frequencies
   * between them ("continue the lipitor 40 mg a day and the aspirin").
   */
  private listedAfter(previous: MedicationMention, i: number): boolean {
    if (previous.negation) return false;
    const attributes = [previous.dose, previous.frequency, previous.duration].filter(
      (attribute): attribute is NonNullable<typeof attribute> => attribute !== undefined,
    );
    const end = Math.max(previous.evidence.end, ...attributes.map((attribute) => attribute.evidence.end));
    const between = this.tokens.filter((token) => token.start >= end && token.end <= this.tokens[i].start);
    return between.length > 0 && between.length <= 6 && between.every((token) => LIST_GLUE.has(token.lower));
  }

  /**
   * What a mention does, from its own sentence and the question before it: the first rule that holds, in the order
   * an error would cost most (an allergy never becomes a prescription, a question never does).
   */
  private medicationStatus(
    sentence: Sentence,
    context: SentenceContext,
    i: number,
    length: number,
    mention: MedicationMention,
  ): { status: MedicationStatus; cue?: Evidence; byVerb?: boolean } {
    const allergy =
      this.cueBefore(allergyBefore, sentence, i, NEGATION_REACH) ??
      this.cueAfter(allergyAfter, sentence, i + length, 3);
    if (allergy) {
      // "Are you allergic to penicillin?" records an allergy only when the answer says yes.
      const answer = sentence.question ? context.answer : undefined;
      if (!sentence.question || answer?.polarity === 'yes') return { status: 'allergy', cue: allergy };
      return { status: answer?.polarity === 'no' ? 'denied' : 'asked', cue: allergy };
    }
    const allergyQuestion = context.questionBefore;
    if (
      allergyQuestion &&
      /allerg/i.test(allergyQuestion.reader.textOf(allergyQuestion)) &&
      !this.prescribingVerb(sentence, i)
    ) {
      return {
        status: 'allergy',
        cue: allergyQuestion.reader.evidence(allergyQuestion.from, allergyQuestion.to),
      };
    }
    if (mention.negation) {
      return {
        status: STOPPING_CUES.has(mention.negation.cue) ? 'stopped' : 'denied',
        cue: mention.negation.evidence,
      };
    }
    if (this.source.kind === 'prescription') return { status: 'prescribed' };
    if (sentence.question) {
      const answer = context.answer;
      const cue = this.evidence(sentence.from, sentence.to);
      return answer?.polarity === 'no'
        ? { status: 'denied', cue: answer.sentence.reader.evidence(answer.sentence.from, answer.sentence.to) }
        : { status: 'asked', cue };
    }
    const tried =
      this.cueBefore(triedBefore, sentence, i, NEGATION_REACH) ??
      this.cueAfter(triedAfter, sentence, i + length, 4);
    if (tried) return { status: 'stopped', cue: tried };
    const verb = this.prescribingVerb(sentence, i);
    if (verb?.prescribes) return { status: 'prescribed', cue: verb.evidence, byVerb: true };
    const current = verb ?? this.cueBefore(currentCues, sentence, i, 4);
    if (current) return { status: 'current', cue: 'evidence' in current ? current.evidence : current };
    // An instruction without a verb: "paracetamol 500 mg twice a day", "cetirizine at night for a week".
    const details = [mention.dose, mention.frequency, mention.duration].filter(Boolean).length;
    if (details >= 2) return { status: 'prescribed' };
    return { status: 'mentioned' };
  }

  /**
   * The nearest prescribing verb before token i in its sentence, and whether it prescribes: "I take" and "she
   * started" say what the patient takes already; "take", "I'll start you on", "continue your" prescribe.
   */
  private prescribingVerb(
    sentence: Sentence,
    i: number,
  ): { prescribes: boolean; evidence: Evidence } | undefined {
    for (let j = i - 1; j >= sentence.from && j >= i - PRESCRIBING_REACH; j--) {
      const word = this.tokens[j].lower;
      if (!PRESCRIBING_VERBS.has(word)) continue;
      const subject = this.tokens[j - 1]?.lower;
      const after = this.tokens[j + 1]?.lower;
      const byTaker = j > sentence.from && subject !== undefined && TAKER_SUBJECTS.has(subject);
      const ownHabit =
        after === 'taking' || after === 'using' || after === 'me' || after === 'him' || after === 'her';
      return { prescribes: !byTaker && !ownHabit, evidence: this.evidence(j, j + 1) };
    }
    return undefined;
  }

  /** A cue phrase ending within `reach` tokens before token i, in i's sentence. */
  private cueBefore(
    matcher: PhraseMatcher<string>,
    sentence: Sentence,
    i: number,
    reach: number,
  ): Evidence | undefined {
    for (let start = i - 1; start >= sentence.from && start >= i - reach - 3; start--) {
      const cue = matcher.match(this.tokens, start);
      if (cue && start + cue.length <= i && i - (start + cue.length) <= reach) {
        return this.evidence(start, start + cue.length);
      }
    }
    return undefined;
  }

  /** A cue phrase starting within `reach` tokens after token `from`, in its sentence. */
  private cueAfter(
    matcher: PhraseMatcher<string>,
    sentence: Sentence,
    from: number,
    reach: number,
  ): Evidence | undefined {
    for (let j = from; j < sentence.to && j <= from + reach; j++) {
      if (this.drugAt.has(j)) return undefined;
      const cue = matcher.match(this.tokens, j);
      if (cue) return this.evidence(j, j + cue.length);
    }
    return undefined;
  }

  /** Symptoms or conditions: present, denied, or only asked about. */
  findings(matcher: PhraseMatcher<string>, sentence: Sentence, context: SentenceContext): SymptomMention[] {
    const found: SymptomMention[] = [];
    const answer = sentence.question ? context.answer : undefined;
    for (let i = sentence.from; i < sentence.to; i++) {
      const match = matcher.match(this.tokens, i);
      if (!match) continue;
      const mention: SymptomMention = {
        name: match.value,
        status: 'present',
        evidence: this.evidence(i, i + match.length),
      };
      const negation = this.negationOf(i, match.length);
      if (negation) {
        mention.negation = negation;
        mention.status = 'denied';
      } else if (sentence.question) {
        // "Any chest pain?" says nothing until it is answered: "No." (or "know", as a recognizer hears it) denies it.
        if (answer?.polarity === 'no') {
          const words = answer.sentence.reader;
          mention.status = 'denied';
          mention.negation = {
            cue: words.tokens[answer.sentence.from].lower,
            evidence: words.evidence(answer.sentence.from, answer.sentence.from + 1),
          };
        } else {
          mention.status = answer?.polarity === 'yes' ? 'present' : 'asked';
        }
      }
      const duration = this.durationNear(i + match.length);
      if (duration) mention.duration = duration;
      found.push(mention);
      i += match.length - 1;
    }
    return found;
  }

  /** "Allergic to peanuts": allergens the medicine lexicon does not know, as said (up to three words). */
  otherAllergies(sentence: Sentence, context: SentenceContext): AllergyMention[] {
    const found: AllergyMention[] = [];
    if (sentence.question && context.answer?.polarity !== 'yes') return found;
    for (let i = sentence.from; i < sentence.to; i++) {
      const cue = allergyBefore.match(this.tokens, i);
      if (!cue) continue;
      const from = i + cue.length;
      let to = from;
      while (
        to < sentence.to &&
        to - from < ALLERGEN_WORDS &&
        !this.drugAt.has(to) &&
        !pauseBefore(this.source.text, this.tokens, to) &&
        ![
          'and',
          'or',
          'but',
          'so',
          'which',
          'that',
          'it',
          'anything',
          'any',
          'medications',
          'medicines',
        ].includes(this.tokens[to].lower)
      ) {
        to++;
      }
      if (to > from && !this.drugAt.has(from)) {
        found.push({ allergen: this.words(from, to), evidence: this.evidence(from, to) });
      }
      i = Math.max(i, to - 1);
    }
    return found;
  }

  /** "No known allergies", or "no" to a question about allergies. */
  noKnownAllergies(sentence: Sentence, context: SentenceContext): Evidence | undefined {
    for (let i = sentence.from; i < sentence.to; i++) {
      const cue = noKnownAllergies.match(this.tokens, i);
      if (cue) return this.evidence(i, i + cue.length);
    }
    const answer = context.answer;
    if (answer?.polarity === 'no' && /allerg/i.test(this.textOf(sentence))) {
      return answer.sentence.reader.evidence(answer.sentence.from, answer.sentence.to);
    }
    return undefined;
  }

  textOf(sentence: Sentence): string {
    return this.source.text.slice(this.tokens[sentence.from].start, this.tokens[sentence.to - 1].end);
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
      // "diabetes, I stopped metformin": a pause ends the finding's own words.
      if (this.tokens[j].sentence !== sentence || pauseBefore(this.source.text, this.tokens, j)) break;
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

  private words(from: number, to: number): string {
    return this.lowerWords(from, to - from).join(' ');
  }

  evidence(from: number, to: number): Evidence {
    const start = this.tokens[from].start;
    const end = this.tokens[to - 1].end;
    return { sourceId: this.source.id, start, end, text: this.source.text.slice(start, end) };
  }
}
