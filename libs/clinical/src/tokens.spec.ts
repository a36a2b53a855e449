import { PhraseMatcher, tokenize } from './tokens';

describe('PhraseMatcher', () => {
  const matcher = new PhraseMatcher<string>([
    ['augmentin', 'amoxicillin+clavulanic acid'],
    ['augmentin duo', 'amoxicillin+clavulanic acid (duo)'],
    ['advil', 'ibuprofen'],
    ['advil cold sinus', 'ibuprofen+pseudoephedrine'],
    ['Advil', 'a second value'],
  ]);
  const at = (text: string, word: number) => matcher.match(tokenize(text), word);

  it('finds the longest phrase that starts at a word', () => {
    expect(at('take augmentin duo twice a day', 1)).toEqual({
      value: 'amoxicillin+clavulanic acid (duo)',
      length: 2,
    });
    expect(at('take augmentin twice a day', 1)).toEqual({ value: 'amoxicillin+clavulanic acid', length: 1 });
    expect(at('advil cold sinus tablets', 0)).toEqual({ value: 'ibuprofen+pseudoephedrine', length: 3 });
  });

  it('falls back to a shorter phrase when a longer one is only begun', () => {
    expect(at('advil cold weather', 0)).toEqual({ value: 'ibuprofen', length: 1 });
    expect(at('some advil', 1)).toEqual({ value: 'ibuprofen', length: 1 });
  });

  it('keeps the first value of a phrase added twice, in any case', () => {
    expect(at('ADVIL', 0)).toEqual({ value: 'ibuprofen', length: 1 });
  });

  it('never joins words across a sentence end', () => {
    expect(at('I took augmentin. Duo was the other one', 2)).toEqual({
      value: 'amoxicillin+clavulanic acid',
      length: 1,
    });
  });

  it('finds nothing at a word no phrase starts with', () => {
    expect(at('cold sinus', 0)).toBeUndefined();
  });
});
