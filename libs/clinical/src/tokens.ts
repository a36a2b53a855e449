/** A word of a source text with its character span; `sentence` changes at sentence ends. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  sentence: number;
}

// Words may join with . - ' / so "1-0-1", "taxim-o", "2.5" and "500mg" stay one token; "1,000" is one number.
const WORD = /\d{1,3}(?:,\d{3})+(?!\d)|[\p{L}\p{N}%]+(?:[.\-'/][\p{L}\p{N}]+)*/gu;
const SENTENCE_END = /[.!?;\n]/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    if (SENTENCE_END.test(text.slice(previousEnd, start))) sentence++;
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase().replace(/(\d),(?=\d{3})/g, '$1'),
      start,
      end: start + match[0].length,
      sentence,
    });
    previousEnd = start + match[0].length;
  }
  return tokens;
}

/** Whether a comma (or other pause) separates token i from the one before it. */
export function pauseBefore(text: string, tokens: readonly Token[], i: number): boolean {
  return i > 0 && /[,:]/.test(text.slice(tokens[i - 1].end, tokens[i].start));
}

interface Phrase<T> {
  words: readonly string[];
  value: T;
}

/**
 * Longest-match lookup of multi-word phrases over tokens. Phrases are kept by their first word, longest first: one
 * map lookup per token, then a few word comparisons, so matching costs the words read, not a lookup per phrase, and
 * the medicine lexicon's tens of thousands of names cost one small entry each, not a map per word.
 */
export class PhraseMatcher<T> {
  private readonly byFirstWord = new Map<string, Phrase<T>[]>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) this.add(phrase, value);
  }

  /** Adds a phrase; an existing phrase keeps its first value. */
  add(phrase: string, value: T): void {
    const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return;
    const phrases = this.byFirstWord.get(words[0]);
    if (!phrases) {
      this.byFirstWord.set(words[0], [{ words, value }]);
      return;
    }
    const same = (other: Phrase<T>) =>
      other.words.length === words.length && other.words.every((word, k) => word === words[k]);
    if (phrases.some(same)) return;
    const shorter = phrases.findIndex((other) => other.words.length < words.length);
    phrases.splice(shorter < 0 ? phrases.length : shorter, 0, { words, value });
  }

  /** The longest phrase starting at token i within its sentence, with how many tokens it spans. */
  match(tokens: readonly Token[], i: number): { value: T; length: number } | undefined {
    const phrases = this.byFirstWord.get(tokens[i].lower);
    if (!phrases) return undefined;
    const sentence = tokens[i].sentence;
    for (const { words, value } of phrases) {
      if (i + words.length > tokens.length) continue;
      let k = 1;
      while (k < words.length && tokens[i + k].sentence === sentence && tokens[i + k].lower === words[k]) k++;
      if (k === words.length) return { value, length: k };
    }
    return undefined;
  }
}
