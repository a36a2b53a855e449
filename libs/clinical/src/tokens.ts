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

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  value?: T;
}

/**
 * Longest-match lookup of multi-word phrases over tokens: a trie of words, so matching costs the words read, not a
 * lookup per phrase (the medicine lexicon holds tens of thousands of names).
 */
export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { next: new Map() };

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) this.add(phrase, value);
  }

  /** Adds a phrase; an existing phrase keeps its first value. */
  add(phrase: string, value: T): void {
    let node = this.root;
    for (const word of phrase.toLowerCase().split(/\s+/).filter(Boolean)) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map() };
        node.next.set(word, child);
      }
      node = child;
    }
    if (node !== this.root && node.value === undefined) node.value = value;
  }

  /** The longest phrase starting at token i within its sentence, with how many tokens it spans. */
  match(tokens: readonly Token[], i: number): { value: T; length: number } | undefined {
    let node: TrieNode<T> | undefined = this.root;
    let found: { value: T; length: number } | undefined;
    for (let j = i; j < tokens.length && tokens[j].sentence === tokens[i].sentence; j++) {
      node = node.next.get(tokens[j].lower);
      if (!node) break;
      if (node.value !== undefined) found = { value: node.value, length: j - i + 1 };
    }
    return found;
  }
}
