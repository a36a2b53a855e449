import { UNSURE_WORD_CONFIDENCE, type UnsureSpan } from '@medi/contracts';

/** A recognised word and the recognizer's confidence in it (0..1). */
export interface ScoredWord {
  word: string;
  confidence: number;
}

/**
 * Where in `text` the words below the confidence threshold are: each word is found, as a whole word, in order after
 * the previous one (case-insensitive), so a word the text spells differently (Azure's display form writes "five
 * hundred" as "500") is skipped rather than misplaced.
 */
export function unsureSpansOf(
  text: string,
  words: readonly ScoredWord[],
  threshold = UNSURE_WORD_CONFIDENCE,
): UnsureSpan[] {
  const spans: UnsureSpan[] = [];
  let cursor = 0;
  for (const { word, confidence } of words) {
    if (!word) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
    pattern.lastIndex = cursor;
    const match = pattern.exec(text);
    if (!match) continue;
    cursor = match.index + match[0].length;
    if (confidence < threshold) spans.push([match.index, cursor]);
  }
  return spans;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
