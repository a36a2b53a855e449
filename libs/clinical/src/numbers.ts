const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  half: 0.5,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/**
 * A whole number spelled out in one or two of the words `readNumber` knows ("five", "fourteen", "twenty one",
 * "twenty-one"), as a regular expression's source, for text written rather than tokenised (a line the doctor
 * typed). Longest words first, so that "fourteen" is not read as "four".
 */
export const SPELLED_NUMBER_SOURCE = (() => {
  const byLength = (a: string, b: string) => b.length - a.length;
  const ones = Object.keys(UNITS)
    .filter((word) => UNITS[word] >= 1 && UNITS[word] <= 9)
    .sort(byLength);
  const upToNineteen = Object.keys(UNITS)
    .filter((word) => Number.isInteger(UNITS[word]) && UNITS[word] >= 1)
    .sort(byLength);
  const tens = Object.keys(TENS).sort(byLength);
  return `(?:(?:${tens.join('|')})(?:[\\s-]+(?:${ones.join('|')}))?|${upToNineteen.join('|')})`;
})();

/**
 * Reads a number at the start of `words` ("500", "2.5", "five hundred", "twenty five", "a"): its value and how
 * many words it used, or undefined. Speech recognizers write numbers as words, doctors' notes as digits.
 */
export function readNumber(
  words: readonly string[],
  allowArticle = false,
): { value: number; length: number } | undefined {
  const first = words[0];
  if (first === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(first)) return { value: Number(first), length: 1 };
  if (allowArticle && (first === 'a' || first === 'an')) return { value: 1, length: 1 };
  let total = 0;
  let current = 0;
  let length = 0;
  for (const word of words) {
    if (word in UNITS) current += UNITS[word];
    else if (word in TENS) current += TENS[word];
    else if (word === 'hundred' && length > 0) current *= 100;
    else if (word === 'thousand' && length > 0) {
      total += current * 1000;
      current = 0;
    } else if (
      word === 'and' &&
      length > 0 &&
      words[length + 1] !== undefined &&
      (words[length + 1] in UNITS || words[length + 1] in TENS)
    ) {
      // "one hundred and fifty"
    } else break;
    length++;
  }
  return length > 0 ? { value: total + current, length } : undefined;
}
