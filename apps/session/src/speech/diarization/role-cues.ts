import { extractClinicalFacts } from '@medi/clinical';

/**
 * How much an utterance sounds like the doctor by its words: questions, prescriptions, and talking to "you" rather
 * than about "I". Positive for the doctor, negative for the patient; a recognizer's words, without punctuation.
 */
export function doctorEvidence(text: string): number {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const [first, second = ''] = words;
  if (first === undefined) return 0;
  let score = 0;
  if (QUESTION_START.has(first) || QUESTION_START.has(`${first} ${second}`)) score += 1;
  for (const word of words) {
    if (SECOND_PERSON.has(word)) score += 0.25;
    else if (FIRST_PERSON.has(word)) score -= 0.25;
    else if (DOCTOR_WORDS.has(word)) score += 0.5;
  }
  const facts = extractClinicalFacts([{ id: 'utterance', text }]);
  score += 1.5 * facts.medications.filter((mention) => mention.status === 'prescribed').length;
  score += facts.symptoms.filter((mention) => mention.status === 'asked').length;
  return score;
}

/** How a question starts, when the recognizer gives no question mark. */
const QUESTION_START: ReadonlySet<string> = new Set([
  'how',
  'what',
  'when',
  'where',
  'which',
  'why',
  'any',
  'do you',
  'did you',
  'does it',
  'are you',
  'have you',
  'has it',
  'is it',
  'is there',
  'were you',
  'can you',
  'could you',
  'tell me',
]);
const SECOND_PERSON: ReadonlySet<string> = new Set(['you', 'your', "you're", "you've", 'yourself']);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', "i'm", "i've", 'my', 'me', 'myself']);
/** What a doctor says and a patient seldom does: the plan, the exam, the orders. */
const DOCTOR_WORDS: ReadonlySet<string> = new Set([
  'prescribe',
  'recommend',
  'milligrams',
  'order',
  'refer',
  'referral',
  'exam',
  'examine',
  'diagnosis',
  'assessment',
  'plan',
  'follow',
  "let's",
  "we'll",
]);
