/** A word of a source text with its character span; `clause` changes at sentence ends. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  sentence: number;
}

// Words may join with . - ' / so "1-0-1", "taxim-o", "2.5" and "500mg" stay one token.
const WORD = /[\p{L}\p{N}%]+(?:[.\-'/][\p{L}\p{N}]+)*/gu;
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
      lower: match[0].toLowerCase(),
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

/** Longest-match lookup of multi-word phrases over tokens. */
export class PhraseMatcher<T> {
  private readonly phrases = new Map<string, T>();
  private longest = 1;

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) {
      const words = phrase.toLowerCase().split(/\s+/);
      this.phrases.set(words.join(' '), value);
      this.longest = Math.max(this.longest, words.length);
    }
  }

  /** The longest phrase starting at token i within its sentence, with how many tokens it spans. */
  match(tokens: readonly Token[], i: number): { value: T; length: number } | undefined {
    for (let length = Math.min(this.longest, tokens.length - i); length > 0; length--) {
      const last = tokens[i + length - 1];
      if (last.sentence !== tokens[i].sentence) continue;
      const key = tokens
        .slice(i, i + length)
        .map((token) => token.lower)
        .join(' ');
      const value = this.phrases.get(key);
      if (value !== undefined) return { value, length };
    }
    return undefined;
  }
}
