import { readNumber } from './numbers';

describe('readNumber', () => {
  it.each([
    [['500'], 500, 1],
    [['2.5', 'mg'], 2.5, 1],
    [['five', 'hundred', 'mg'], 500, 2],
    [['twenty', 'five'], 25, 2],
    [['one', 'thousand', 'two', 'hundred', 'and', 'fifty'], 1250, 6],
    [['sixty', 'thousand', 'units'], 60000, 2],
    [['half', 'tablet'], 0.5, 1],
  ])('reads %j as %d', (words, value, length) => {
    expect(readNumber(words)).toEqual({ value, length });
  });

  it('reads "a" as one only where asked', () => {
    expect(readNumber(['a', 'week'])).toBeUndefined();
    expect(readNumber(['a', 'week'], true)).toEqual({ value: 1, length: 1 });
  });

  it('does not swallow a trailing "and"', () => {
    expect(readNumber(['five', 'and', 'then'])).toEqual({ value: 5, length: 1 });
  });

  it('reads nothing from a word that is not a number', () => {
    expect(readNumber(['hundred'])).toBeUndefined();
    expect(readNumber([])).toBeUndefined();
  });
});
