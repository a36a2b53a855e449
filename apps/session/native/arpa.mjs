// An n-gram language model in ARPA format from sentences: absolute discounting with back-off (Katz style) down to
// add-one unigrams. Deterministic: n-grams are written in the order they were first seen.

/** Probability taken from every seen n-gram (above unigrams) and given to its back-off, for what was not seen. */
const DISCOUNT = 0.5;

/** `sentences`: arrays of words; `order`: 2 (bigrams) or 3 (trigrams). */
export function arpaModel(sentences, order) {
  // counts[n]: history (n-1 words joined by space) -> Map(next word -> count)
  const counts = Array.from({ length: order + 1 }, () => new Map());
  const unigrams = new Map();
  for (const words of sentences) {
    const sentence = ['<s>', ...words, '</s>'];
    sentence.forEach((word, i) => {
      unigrams.set(word, (unigrams.get(word) ?? 0) + 1);
      for (let n = 2; n <= order && i - n + 1 >= 0; n += 1) {
        const history = sentence.slice(i - n + 1, i).join(' ');
        const next = counts[n].get(history) ?? new Map();
        next.set(word, (next.get(word) ?? 0) + 1);
        counts[n].set(history, next);
      }
    });
  }
  // <s> only starts a sentence: it is never predicted, so it takes no share of the unigram mass.
  const total = [...unigrams.values()].reduce((sum, count) => sum + count, 0) - unigrams.get('<s>');
  const unigramP = (word) => (unigrams.get(word) + 1) / (total + unigrams.size - 1);
  /** P(word | history) of the model, backing off as a decoder does. */
  const probability = (history, word) => {
    if (history.length === 0) return unigramP(word);
    const seen = counts[history.length + 1].get(history.join(' '));
    const count = seen?.get(word);
    if (count) return (count - DISCOUNT) / sum(seen);
    return backoff(history) * probability(history.slice(1), word);
  };
  const backoffs = new Map();
  function backoff(history) {
    const key = history.join(' ');
    if (backoffs.has(key)) return backoffs.get(key);
    const seen = counts[history.length + 1].get(key);
    let weight = 1;
    if (seen) {
      const left = (DISCOUNT * seen.size) / sum(seen);
      const lowerMass = [...seen.keys()].reduce(
        (mass, next) => mass + probability(history.slice(1), next),
        0,
      );
      weight = left / (1 - lowerMass);
    }
    backoffs.set(key, weight);
    return weight;
  }
  const log = (p) => Math.log10(p).toFixed(6);
  const hasBackoff = (n, gram) => n < order && counts[n + 1].has(gram);
  const sections = [
    [...unigrams.keys()].map((word) => {
      const p = word === '<s>' ? '-99' : log(unigramP(word));
      return hasBackoff(1, word) ? `${p}\t${word}\t${log(backoff([word]))}` : `${p}\t${word}`;
    }),
  ];
  for (let n = 2; n <= order; n += 1) {
    sections.push(
      [...counts[n]].flatMap(([history, next]) =>
        [...next.keys()].map((word) => {
          const gram = `${history} ${word}`;
          const p = log(probability(history.split(' '), word));
          return hasBackoff(n, gram) ? `${p}\t${gram}\t${log(backoff(gram.split(' ')))}` : `${p}\t${gram}`;
        }),
      ),
    );
  }
  return [
    '\\data\\',
    ...sections.map((lines, i) => `ngram ${i + 1}=${lines.length}`),
    '',
    ...sections.flatMap((lines, i) => [`\\${i + 1}-grams:`, ...lines, '']),
    '\\end\\',
    '',
  ].join('\n');
}

const sums = new WeakMap();
/** Sum of a history's counts, once per history: the model asks for it for every word that follows. */
function sum(map) {
  let total = sums.get(map);
  if (total === undefined) {
    total = 0;
    for (const count of map.values()) total += count;
    sums.set(map, total);
  }
  return total;
}
