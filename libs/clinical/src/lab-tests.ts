import type { Evidence, TextSource } from './extractor';
import { PhraseMatcher, tokenize } from './tokens';

/** Investigations doctors in India and the UAE order most, each with the phrasings used for it (lower case). */
export const LAB_TEST_LEXICON: ReadonlyArray<{ name: string; phrases: readonly string[] }> = [
  {
    name: 'Complete blood count',
    phrases: ['cbc', 'complete blood count', 'complete blood picture', 'cbp', 'hemogram', 'haemogram'],
  },
  {
    name: 'Blood sugar',
    phrases: [
      'blood sugar',
      'sugar test',
      'fasting sugar',
      'fasting blood sugar',
      'fbs',
      'ppbs',
      'random blood sugar',
      'rbs',
      'blood glucose',
    ],
  },
  { name: 'HbA1c', phrases: ['hba1c', 'glycated hemoglobin', 'a1c'] },
  { name: 'Lipid profile', phrases: ['lipid profile', 'cholesterol test', 'lipid panel'] },
  { name: 'Liver function test', phrases: ['liver function test', 'liver function tests', 'lft', 'lfts'] },
  {
    name: 'Kidney function test',
    phrases: ['kidney function test', 'renal function test', 'kft', 'rft', 'serum creatinine', 'creatinine'],
  },
  { name: 'Thyroid profile', phrases: ['thyroid profile', 'thyroid test', 'tsh', 'thyroid function test'] },
  { name: 'Urine routine', phrases: ['urine test', 'urine routine', 'urinalysis', 'urine culture'] },
  {
    name: 'Chest X-ray',
    phrases: ['chest x-ray', 'chest xray', 'x-ray chest', 'x-ray of the chest', 'chest x ray'],
  },
  { name: 'X-ray', phrases: ['x-ray', 'xray', 'x ray'] },
  { name: 'ECG', phrases: ['ecg', 'ekg', 'electrocardiogram'] },
  { name: 'Echocardiogram', phrases: ['echo', 'echocardiogram', '2d echo'] },
  { name: 'Ultrasound', phrases: ['ultrasound', 'usg', 'sonography'] },
  { name: 'CT scan', phrases: ['ct scan', 'ct', 'cat scan'] },
  { name: 'MRI', phrases: ['mri', 'mri scan'] },
  { name: 'Dengue test', phrases: ['dengue test', 'ns1', 'dengue ns1', 'dengue serology'] },
  {
    name: 'Malaria test',
    phrases: ['malaria test', 'malaria smear', 'peripheral smear', 'malaria parasite'],
  },
  { name: 'Widal test', phrases: ['widal', 'widal test', 'typhoid test'] },
  { name: 'CRP', phrases: ['crp', 'c-reactive protein', 'c reactive protein'] },
  { name: 'ESR', phrases: ['esr'] },
  { name: 'Vitamin D', phrases: ['vitamin d', 'vitamin d3 test'] },
  { name: 'Vitamin B12', phrases: ['vitamin b12', 'b12 level'] },
  { name: 'Sputum test', phrases: ['sputum test', 'sputum culture', 'sputum afb'] },
  { name: 'COVID test', phrases: ['covid test', 'rt-pcr', 'rtpcr', 'covid rt-pcr'] },
];

export interface LabTestMention {
  name: string;
  evidence: Evidence;
}

const labTests = new PhraseMatcher(
  LAB_TEST_LEXICON.flatMap((test) => test.phrases.map((phrase) => [phrase, test.name] as const)),
);

/** Every investigation named in the sources, in order, with where it was said. */
export function labTestsMentioned(sources: readonly TextSource[]): LabTestMention[] {
  const found: LabTestMention[] = [];
  for (const source of sources) {
    const tokens = tokenize(source.text);
    for (let i = 0; i < tokens.length; i++) {
      const match = labTests.match(tokens, i);
      if (!match) continue;
      const start = tokens[i].start;
      const end = tokens[i + match.length - 1].end;
      found.push({
        name: match.value,
        evidence: { sourceId: source.id, start, end, text: source.text.slice(start, end) },
      });
      i += match.length - 1;
    }
  }
  return found;
}
