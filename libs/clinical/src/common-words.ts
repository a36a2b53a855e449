import { lexiconNames } from './drug-lexicon';

/** The ordinary words of a word list such as Debian's wamerican (lower-case entries: no names, no possessives). */
export function commonWordsOf(list: string): Set<string> {
  return new Set(list.split('\n').filter((word) => /^[a-z]+$/.test(word)));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Whether a word is a common word or one edit (a letter added, dropped, changed or two swapped) from one. */
function nearWord(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) return true;
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (i < word.length && words.has(head + tail.slice(1))) return true;
    if (i + 1 < word.length && words.has(head + tail[1] + tail[0] + tail.slice(2))) return true;
    for (const letter of LETTERS) {
      if (words.has(head + letter + tail)) return true;
      if (i < word.length && letter !== tail[0] && words.has(head + letter + tail.slice(1))) return true;
    }
  }
  return false;
}

/**
 * Whether a medicine name is what a recognizer writes for an ordinary word ("Adol" for "idol", "Pan" for "pan"): a
 * single word near a common word, or a phrase whose every word is. Short words (three letters or fewer) are near
 * almost anything, so only an exact match counts for them.
 */
export function nearCommonWord(name: string, words: ReadonlySet<string>): boolean {
  const parts = name.split(/[\s-]+/).filter(Boolean);
  return parts.every((part) =>
    part.length <= 3 ? words.has(part) || /^\d/.test(part) : nearWord(part, words),
  );
}

/**
 * The brands near a common word, sorted: the contents of ./data/weak-names.data.ts. The rule is for brands:
 * generics and aliases are words of the trade, said with care.
 */
export function weakBrands(words: ReadonlySet<string>): string[] {
  return lexiconNames()
    .filter((entry) => entry.kind === 'brand' && nearCommonWord(entry.name, words))
    .map((entry) => entry.name)
    .sort();
}
