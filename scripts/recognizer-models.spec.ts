import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spokenForm } from './eval/spoken-consultations';

/** What `expression` gives with the export `name` of an ES module of the build (apps/session/native), as JSON. */
function native<T>(file: string, name: string, expression: string): T {
  const url = pathToFileURL(join(__dirname, '../apps/session/native', file)).href;
  const code = `import { ${name} } from '${url}'; console.log(JSON.stringify(${expression}));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
  ) as T;
}

/** P(word | history) as a back-off decoder reads an ARPA model. */
function arpaReader(text: string) {
  const entries = new Map<string, { p: number; backoff: number }>();
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    if (fields.length < 2) continue;
    entries.set(fields[1], { p: 10 ** Number(fields[0]), backoff: fields[2] ? 10 ** Number(fields[2]) : 1 });
  }
  const probability = (history: string[], word: string): number => {
    const seen = entries.get([...history, word].join(' '));
    if (seen) return seen.p;
    if (history.length === 0) return 0;
    const backoff = entries.get(history.join(' '))?.backoff ?? 1;
    return backoff * probability(history.slice(1), word);
  };
  const vocabulary = [...entries.keys()].filter((gram) => !gram.includes(' ') && gram !== '<s>');
  return { probability, vocabulary };
}

describe('the offline recognizer models', () => {
  it('writes a trigram model whose probabilities after any history sum to one', () => {
    const sentences = [
      'take metformin twice daily',
      'take cetirizine at night',
      'stop metformin',
      'take it at night',
    ];
    const model = arpaReader(
      native<string>(
        'arpa.mjs',
        'arpaModel',
        `arpaModel(${JSON.stringify(sentences)}.map((s) => s.split(' ')), 3)`,
      ),
    );
    for (const history of [
      ['<s>'],
      ['<s>', 'take'],
      ['take', 'metformin'],
      ['at', 'night'],
      ['stop'],
      ['cetirizine'],
    ]) {
      const total = model.vocabulary.reduce((sum, word) => sum + model.probability(history, word), 0);
      expect(total).toBeCloseTo(1, 4);
    }
    expect(model.probability(['<s>', 'take'], 'metformin')).toBeGreaterThan(
      model.probability(['<s>', 'stop'], 'cetirizine'),
    );
  });

  it("pronounces a medicine name in CMU phones, espeak-ng's reading and flite's where they differ", () => {
    const phones = native<Record<string, string[]>>(
      'pronunciations.mjs',
      'pronounce',
      `Object.fromEntries(pronounce(['amlodipine', 'cetirizine']))`,
    );
    expect(phones.amlodipine).toEqual(['AE M L AH D IH P AY N', 'AE M L OW D AY P IY N']);
  });

  it('expands the same corpus every time, each medicine in sentences of its own', () => {
    const expand = () =>
      native<string[]>(
        'clinical-sentences.mjs',
        'clinicalSentences',
        `clinicalSentences(['metformin', 'cetirizine'])`,
      );
    const corpus = expand();
    expect(corpus.filter((sentence) => sentence.includes('cetirizine')).length).toBeGreaterThanOrEqual(6);
    expect(expand()).toEqual(corpus);
  });

  it('turns ACI-Bench text into the words a voice reads', () => {
    expect(spokenForm("i'm gon na give you 40 mg , do n't take 2.5 %")).toBe(
      "i'm gonna give you forty milligrams don't take two point five percent",
    );
  });
});
