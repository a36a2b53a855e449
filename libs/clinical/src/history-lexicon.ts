import type { TextSource } from './extractor';
import { PhraseMatcher, tokenize } from './tokens';

/** Long-standing conditions a history records, each with the phrasings doctors and patients use (lower case). */
export const CONDITION_LEXICON: ReadonlyArray<{ name: string; phrases: readonly string[] }> = [
  {
    name: 'diabetes',
    phrases: [
      'diabetes',
      'diabetic',
      'type 2 diabetes',
      'type two diabetes',
      'type 1 diabetes',
      'sugar problem',
    ],
  },
  { name: 'hypertension', phrases: ['hypertension', 'hypertensive', 'high blood pressure'] },
  { name: 'asthma', phrases: ['asthma', 'asthmatic'] },
  { name: 'COPD', phrases: ['copd', 'emphysema', 'chronic bronchitis'] },
  { name: 'heart failure', phrases: ['heart failure', 'congestive heart failure', 'chf'] },
  { name: 'coronary artery disease', phrases: ['coronary artery disease', 'heart attack', 'angina', 'cad'] },
  { name: 'atrial fibrillation', phrases: ['atrial fibrillation', 'afib', 'a-fib'] },
  { name: 'stroke', phrases: ['stroke', 'had a stroke', 'tia'] },
  { name: 'chronic kidney disease', phrases: ['chronic kidney disease', 'ckd', 'kidney disease'] },
  {
    name: 'thyroid disease',
    phrases: ['hypothyroidism', 'hyperthyroidism', 'thyroid problem', 'thyroid disease'],
  },
  { name: 'high cholesterol', phrases: ['high cholesterol', 'hyperlipidemia', 'hypercholesterolemia'] },
  { name: 'depression', phrases: ['depression'] },
  { name: 'anxiety', phrases: ['anxiety'] },
  { name: 'arthritis', phrases: ['arthritis', 'osteoarthritis', 'rheumatoid arthritis'] },
  { name: 'cancer', phrases: ['cancer'] },
  { name: 'epilepsy', phrases: ['epilepsy', 'seizure disorder'] },
  { name: 'tuberculosis', phrases: ['tuberculosis', 'tb'] },
  { name: 'gout', phrases: ['gout'] },
  { name: 'GERD', phrases: ['gerd', 'acid reflux disease'] },
];

/** Vital signs: the words that name one, and how its value is written in the report. */
const VITALS: ReadonlyArray<{ name: string; phrases: readonly string[]; unit: string; pattern: RegExp }> = [
  {
    name: 'Temperature',
    phrases: ['temperature', 'temp'],
    unit: '°',
    pattern: /^(\d{2,3}(?:\.\d)?)$/,
  },
  {
    name: 'Blood pressure',
    phrases: ['blood pressure', 'bp'],
    unit: ' mmHg',
    pattern: /^(\d{2,3}\/\d{2,3})$/,
  },
  { name: 'Pulse', phrases: ['pulse', 'heart rate'], unit: '/min', pattern: /^(\d{2,3})$/ },
  {
    name: 'SpO2',
    phrases: ['spo2', 'oxygen saturation', 'saturation', 'o2 sat', 'sats'],
    unit: '%',
    pattern: /^(\d{2,3})%?$/,
  },
  { name: 'Respiratory rate', phrases: ['respiratory rate'], unit: '/min', pattern: /^(\d{1,2})$/ },
];

const vitalNames = new PhraseMatcher(
  VITALS.flatMap((vital) => vital.phrases.map((phrase) => [phrase, vital] as const)),
);

/** "Blood pressure 130/80 mmHg": each vital sign stated with a value, its latest value, in the report's words. */
export function vitalSignsStated(sources: readonly TextSource[]): string[] {
  const latest = new Map<string, string>();
  for (const source of sources) {
    const tokens = tokenize(source.text);
    for (let i = 0; i < tokens.length; i++) {
      const match = vitalNames.match(tokens, i);
      if (!match) continue;
      const vital = match.value;
      // The value within a few words: "temperature is 101", "bp of 130 over 80".
      for (let j = i + match.length; j < Math.min(tokens.length, i + match.length + 4); j++) {
        if (tokens[j].sentence !== tokens[i].sentence) break;
        const over = tokens[j + 1]?.lower === 'over' && /^\d+$/.test(tokens[j + 2]?.lower ?? '');
        const word = over ? `${tokens[j].lower}/${tokens[j + 2].lower}` : tokens[j].lower;
        const value = vital.pattern.exec(word);
        if (value) {
          latest.set(vital.name, `${vital.name} ${value[1]}${vital.unit}`);
          break;
        }
      }
      i += match.length - 1;
    }
  }
  return [...latest.values()];
}
