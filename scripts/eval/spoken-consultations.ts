import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDICINE_LEXICON, type MedicineName } from '@medi/clinical';
import { silence, synthesizeSpeech, wordErrorRate, type FliteVoice } from '@medi/testing';
import { PhraseMatcher, tokenize } from '../../libs/clinical/src/tokens';

/**
 * The spoken side of the recognizer's evaluation (npm run eval:speech): excerpts of ACI-Bench consultations, said by
 * two flite voices (the doctor and the patient, one after the other as one microphone hears them), and the scores of
 * a transcript of them: word error rate and the medicine names heard. The text is read from the data set at run
 * time, never copied here.
 */
export interface SpokenExcerpt {
  id: string;
  /** What was said, as words a voice reads (numbers spelt out, lower case, no punctuation). */
  reference: string;
  /** 16 kHz mono PCM16. */
  audio: Buffer;
}

/** The doctor speaks with a man's voice, everyone else (patient, family) with a woman's. */
const VOICES: Record<'doctor' | 'other', FliteVoice> = { doctor: 'rms', other: 'slt' };
const TURN_PAUSE_MS = 500;

/**
 * `count` consultations of the files (taken in turn from each file, in the data set's order), each cut to the run of
 * whole turns of about `words` words that names the most medicines (the plan, usually), with its audio.
 */
export function spokenExcerpts(
  dir: string,
  files: readonly string[],
  count: number,
  words: number,
): SpokenExcerpt[] {
  const conversations = files.map((file) =>
    (
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as { data: Array<{ src: string; file: string }> }
    ).data.map((entry) => ({ id: `${file.replace(/\.json$/, '')}/${entry.file}`, src: entry.src })),
  );
  const chosen = [];
  for (let index = 0; chosen.length < count && conversations.some((list) => index < list.length); index += 1)
    for (const list of conversations)
      if (index < list.length && chosen.length < count) chosen.push(list[index]);
  return chosen.map(({ id, src }) => {
    const turns = src
      .split('\n')
      .map((line) => /^\s*\[([a-z_]+)\]\s*(.*)$/i.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, role, text]) => ({ doctor: role === 'doctor', text: spokenForm(text) }))
      .filter((turn) => turn.text);
    const excerpt = richestWindow(turns, words);
    return {
      id,
      reference: excerpt.map((turn) => turn.text).join(' '),
      audio: Buffer.concat(
        excerpt.flatMap((turn) => [
          synthesizeSpeech(turn.text, turn.doctor ? VOICES.doctor : VOICES.other),
          silence(TURN_PAUSE_MS),
        ]),
      ),
    };
  });
}

/** The window of whole turns, about `words` long, with the most medicine names (the earliest on a tie). */
function richestWindow<T extends { text: string }>(turns: T[], words: number): T[] {
  let best: T[] = [];
  let bestNames = -1;
  for (let start = 0; start < turns.length; start += 1) {
    const window: T[] = [];
    let length = 0;
    for (let end = start; end < turns.length && length < words; end += 1) {
      window.push(turns[end]);
      length += turns[end].text.split(' ').length;
    }
    if (length < words * 0.8 && best.length) break;
    const names = medicineNames(window.map((turn) => turn.text).join(' ')).length;
    if (names > bestNames) [best, bestNames] = [window, names];
  }
  return best;
}

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

function numberWords(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
  if (n < 1_000_000)
    return `${numberWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberWords(n % 1000)}` : ''}`;
  return String(n)
    .split('')
    .map((digit) => ONES[Number(digit)])
    .join(' ');
}

/** A turn as a voice reads it and a scorer compares it: "40 mg b.i.d., 98.6%" -> "forty milligrams b i d ninety eight point six percent". */
export function spokenForm(text: string): string {
  return (
    text
      .toLowerCase()
      // The data set writes contractions as its tokenizer split them: "do n't", "gon na".
      .replace(/ n't\b/g, "n't")
      .replace(/\b(gon|wan) na\b/g, '$1na')
      .replace(/(\d+)\s*mg\b/g, '$1 milligrams')
      .replace(/(\d+)\s*%/g, '$1 percent')
      .replace(
        /(\d+)\.(\d+)/g,
        (_, whole: string, part: string) =>
          `${numberWords(Number(whole))} point ${part
            .split('')
            .map((d) => ONES[Number(d)])
            .join(' ')}`,
      )
      .replace(/\d+/g, (digits) => numberWords(Number(digits)))
      .replace(/[^a-z' ]+/g, ' ')
      .replace(/(^| )'+|'+(?= |$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const matcher = new PhraseMatcher(
  [...MEDICINE_LEXICON.names.values()]
    .filter((entry) => !entry.weak)
    .map((entry) => [entry.name, entry] as const),
);

/** The lexicon's names in words (brands near a common word left out: they match ordinary speech). */
export function medicineNames(text: string): string[] {
  const tokens = tokenize(text);
  const found: MedicineName[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const match = matcher.match(tokens, i);
    if (!match) continue;
    found.push(match.value);
    i += match.length - 1;
  }
  return found.map((entry) => entry.name);
}

export interface TranscriptScore {
  id: string;
  words: number;
  wer: number;
  /** Medicine names said, and of them heard (each occurrence matched at most once). */
  namesSaid: number;
  namesHeard: number;
  /** Names in the transcript beyond those said: what the recognizer made up. */
  namesFalse: string[];
}

export function scoreTranscript(excerpt: SpokenExcerpt, transcript: string): TranscriptScore {
  const said = medicineNames(excerpt.reference);
  const left = [...said];
  const namesFalse: string[] = [];
  for (const name of medicineNames(transcript)) {
    const at = left.indexOf(name);
    if (at === -1) namesFalse.push(name);
    else left.splice(at, 1);
  }
  return {
    id: excerpt.id,
    words: excerpt.reference.split(' ').length,
    wer: wordErrorRate(excerpt.reference, transcript),
    namesSaid: said.length,
    namesHeard: said.length - left.length,
    namesFalse,
  };
}
