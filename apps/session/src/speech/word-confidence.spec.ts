import { unsureSpansOf } from './word-confidence';

describe('unsureSpansOf', () => {
  it('gives the characters of the words below the threshold, in order', () => {
    const text = 'start amaryl two milligrams';
    const spans = unsureSpansOf(text, [
      { word: 'start', confidence: 0.99 },
      { word: 'amaryl', confidence: 0.2 },
      { word: 'two', confidence: 0.45 },
      { word: 'milligrams', confidence: 0.9 },
    ]);
    expect(spans.map(([start, end]) => text.slice(start, end))).toEqual(['amaryl', 'two']);
  });

  it('finds a lexical word in display text as a whole word, skipping one the display writes otherwise', () => {
    const text = 'Take 500 mg of Metformin, twice a day.';
    const spans = unsureSpansOf(text, [
      { word: 'take', confidence: 0.9 },
      { word: 'five', confidence: 0.1 },
      { word: 'hundred', confidence: 0.1 },
      { word: 'milligrams', confidence: 0.9 },
      { word: 'of', confidence: 0.9 },
      { word: 'metformin', confidence: 0.3 },
      { word: 'twice', confidence: 0.9 },
      { word: 'a', confidence: 0.2 },
      { word: 'day', confidence: 0.9 },
    ]);
    expect(spans.map(([start, end]) => text.slice(start, end))).toEqual(['Metformin', 'a']);
  });
});
