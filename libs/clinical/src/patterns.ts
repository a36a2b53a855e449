/** Dose units as said or written, to the unit shown. */
export const DOSE_UNITS: ReadonlyMap<string, string> = new Map([
  ...['mg', 'mgs', 'milligram', 'milligrams', 'milligramme', 'milligrammes'].map(
    (word) => [word, 'mg'] as const,
  ),
  ...['mcg', 'µg', 'microgram', 'micrograms'].map((word) => [word, 'mcg'] as const),
  ...['g', 'gm', 'gms', 'gram', 'grams'].map((word) => [word, 'g'] as const),
  ...['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'].map(
    (word) => [word, 'ml'] as const,
  ),
  ...['unit', 'units', 'iu'].map((word) => [word, 'units'] as const),
  ...['puff', 'puffs'].map((word) => [word, 'puffs'] as const),
  ...['tablet', 'tablets', 'tab', 'tabs'].map((word) => [word, 'tablet'] as const),
  ...['capsule', 'capsules', 'cap', 'caps'].map((word) => [word, 'capsule'] as const),
  ...['drop', 'drops'].map((word) => [word, 'drops'] as const),
  ...['teaspoon', 'teaspoons', 'tsp'].map((word) => [word, 'teaspoon'] as const),
  ['%', '%'],
  ['percent', '%'],
]);

/** A dose written as one token: "500mg", "2.5ml". */
export const GLUED_DOSE = /^(\d+(?:\.\d+)?)(mg|mcg|g|gm|ml|iu|units?)$/;

export type FrequencyCode = 'OD' | 'BD' | 'TDS' | 'QID' | 'HS' | 'SOS' | 'STAT' | 'WEEKLY';

export const FREQUENCY_LABELS: Record<FrequencyCode, string> = {
  OD: 'once daily',
  BD: 'twice daily',
  TDS: 'three times daily',
  QID: 'four times daily',
  HS: 'at bedtime',
  SOS: 'when needed',
  STAT: 'at once',
  WEEKLY: 'once a week',
};

const PER_DAY = ['a day', 'daily', 'per day', 'in a day', 'each day', 'every day'];
const phrasesOf = (code: FrequencyCode, phrases: readonly string[]) =>
  phrases.map((phrase): readonly [string, FrequencyCode] => [phrase, code]);
const timesPerDay = (code: FrequencyCode, ways: readonly string[]) =>
  phrasesOf(
    code,
    ways.flatMap((way) => PER_DAY.map((perDay) => `${way} ${perDay}`)),
  );

/**
 * Frequency phrases: the Latin abbreviations (also letter by letter, as a recognizer writes them), words, and
 * the Indian morning-noon-night notation (1-0-1).
 */
export const FREQUENCY_PHRASES: ReadonlyArray<readonly [string, FrequencyCode]> = [
  ...phrasesOf('OD', [
    'a day',
    'per day',
    'od',
    'o d',
    'o.d',
    'qd',
    'q d',
    'once daily',
    'daily',
    'every day',
    'every morning',
    '1-0-0',
    '0-1-0',
  ]),
  ...timesPerDay('OD', ['once', 'one time', '1 time']),
  ...phrasesOf('BD', [
    'bd',
    'b d',
    'b.d',
    'bid',
    'b i d',
    'twice daily',
    'every 12 hours',
    'every twelve hours',
    '1-0-1',
    'morning and night',
    'morning and evening',
  ]),
  ...timesPerDay('BD', ['twice', 'two times', '2 times']),
  ...phrasesOf('TDS', [
    'tds',
    't d s',
    't.d.s',
    'tid',
    't i d',
    'thrice daily',
    'every 8 hours',
    'every eight hours',
    '1-1-1',
  ]),
  ...timesPerDay('TDS', ['thrice', 'three times', '3 times']),
  ...phrasesOf('QID', ['qid', 'q i d', 'qds', 'q d s', 'every 6 hours', 'every six hours', '1-1-1-1']),
  ...timesPerDay('QID', ['four times', '4 times']),
  ...phrasesOf('HS', [
    'hs',
    'h s',
    'at night',
    'at bedtime',
    'before bed',
    'before sleeping',
    'every night',
    'nightly',
    '0-0-1',
  ]),
  ...phrasesOf('SOS', [
    'sos',
    's o s',
    'prn',
    'p r n',
    'as needed',
    'when needed',
    'if needed',
    'as required',
    'when required',
    'if required',
  ]),
  ...phrasesOf('STAT', ['stat']),
  ...phrasesOf('WEEKLY', ['weekly', 'once a week', 'once weekly', 'every week']),
];

export const DURATION_UNITS: ReadonlyMap<string, number> = new Map([
  ['day', 1],
  ['days', 1],
  ['week', 7],
  ['weeks', 7],
  ['month', 30],
  ['months', 30],
]);

/** Words that say what follows is absent or not taken (NegEx-style triggers before the finding). */
export const NEGATION_BEFORE: readonly string[] = [
  'no',
  'not',
  'nil',
  'denies',
  'denied',
  'deny',
  'without',
  'never',
  'negative for',
  'free of',
  'absence of',
  'no history of',
  'no signs of',
  'stopped',
  'stop',
  'discontinued',
  'discontinue',
  'quit',
  'no longer',
  'not taking',
  'not take',
  "don't",
  // Contractions as a transcript splits them: "i do n't take insulin", "i ca n't take motrin".
  "n't",
  "n't take",
  "n't taking",
  'cannot',
  'cannot take',
  "can't take",
  "can't",
  "won't",
  "don't take",
  "doesn't take",
  "isn't taking",
  'not on',
  'off',
  'avoid',
  'allergic to',
  'allergy to',
];

/** Words after a finding that negate it: "metformin was stopped". */
export const NEGATION_AFTER: readonly string[] = [
  'stopped',
  'discontinued',
  'withheld',
  'held',
  'resolved',
  'absent',
];

/** Words that end a negation's reach: "no fever but has a cough". */
export const NEGATION_END: ReadonlySet<string> = new Set([
  'but',
  'however',
  'although',
  'though',
  'except',
  'yet',
  'apart',
  'aside',
  'still',
  'has',
  'have',
  'had',
  'is',
  'are',
  'was',
  'were',
  'reports',
  'complains',
  'presents',
  'start',
  'started',
  'continue',
  'take',
  'taking',
  'give',
  'prescribe',
  'prescribed',
]);

/** How many words a negation reaches at most. */
export const NEGATION_REACH = 6;

/**
 * Words that make a mention of a medicine a prescribing act when they come before it in its sentence: the doctor
 * prescribes, starts, changes, continues or tells the patient to take it ("I'll start you on", "increase your",
 * "take", "refill"). A subject before "take" or "use" ("I take") makes it what the patient takes already.
 */
export const PRESCRIBING_VERBS: ReadonlySet<string> = new Set([
  'prescribe',
  'prescribing',
  'rx',
  'start',
  'starting',
  'initiate',
  'initiating',
  'begin',
  'give',
  'giving',
  'take',
  'continue',
  'continuing',
  'increase',
  'increasing',
  'decrease',
  'decreasing',
  'reduce',
  'reducing',
  'lower',
  'raise',
  'bump',
  'double',
  'switch',
  'switching',
  'change',
  'changing',
  'add',
  'adding',
  'refill',
  'refilling',
  'renew',
  'order',
  'ordering',
  'send',
  'sending',
  'recommend',
  'try',
  'use',
  'apply',
  'inject',
  'restart',
  'resume',
  'stay',
  'keep',
  'titrate',
  'put',
]);

/** Words that join the medicines of one list: "continue the lipitor 40 mg a day and the aspirin and the metoprolol". */
export const LIST_GLUE: ReadonlySet<string> = new Set([
  'and',
  'or',
  'the',
  'your',
  'his',
  'her',
  'a',
  'also',
  'as',
  'well',
  'plus',
  'with',
]);

/** Subjects that make "take", "use", "start" what someone already does: "I take", "she started". */
export const TAKER_SUBJECTS: ReadonlySet<string> = new Set([
  'i',
  "i've",
  'he',
  'she',
  'they',
  'mom',
  'dad',
  'who',
  'patient',
]);

/** Words that say the patient takes a medicine already: "I'm on", "been taking", "currently". */
export const CURRENT_CUES: readonly string[] = [
  'taking',
  'takes',
  'been on',
  'am on',
  "i'm on",
  'is on',
  "he's on",
  "she's on",
  "you're on",
  'are on',
  'still on',
  'currently on',
  'currently',
  'using',
  'uses',
  'on my',
  'on his',
  'on her',
  'on the',
  'on',
];

/** Words that say a medicine was tried and is no longer taken: "tried ibuprofen", "used to take". */
export const TRIED_CUES: readonly string[] = [
  'tried',
  'used to take',
  'used to be on',
  'was on',
  'were on',
  'had tried',
  'had taken',
  'took some',
];

/** Words after a medicine that say it was tried without success: "ibuprofen did not help". */
export const TRIED_AFTER_CUES: readonly string[] = [
  "didn't help",
  "did n't help",
  'did not help',
  "didn't work",
  "did n't work",
  'did not work',
  "wasn't helping",
  "was n't helping",
  "doesn't help",
  "does n't help",
  'no relief',
  'without relief',
  'without significant relief',
];

/** Negation cues that mean a medicine was stopped or is to be avoided, rather than denied. */
export const STOPPING_CUES: ReadonlySet<string> = new Set([
  'stopped',
  'stop',
  'discontinued',
  'discontinue',
  'quit',
  'no longer',
  'off',
  'avoid',
  'withheld',
  'held',
  'hold',
]);

/** Words before a medicine that say the patient is allergic to it. */
export const ALLERGY_BEFORE: readonly string[] = [
  'allergic to',
  'allergy to',
  'allergies to',
  'allergic reaction to',
  'reaction to',
  'reacted to',
  'intolerant to',
  'intolerance to',
  'allergic to the',
  'allergy :',
];

/** Words after a medicine that say the patient is allergic to it: "penicillin allergy", "aspirin gives me hives". */
export const ALLERGY_AFTER: readonly string[] = [
  'allergy',
  'allergies',
  'allergic',
  'gives me hives',
  'gives me a rash',
  'gave me hives',
  'gave me a rash',
  'makes me swell',
];

/** "No known drug allergies" and the ways it is said. */
export const NO_KNOWN_ALLERGIES: readonly string[] = [
  'nkda',
  'no known allergies',
  'no known drug allergies',
  'no drug allergies',
  'no allergies',
  'no medication allergies',
  'no medicine allergies',
  'not allergic to anything',
  "n't have any allergies",
  "don't have any allergies",
  'no allergy',
];

/** How a question begins when its words do not end in "?" (a recognizer writes no punctuation). */
export const QUESTION_OPENINGS: readonly string[] = [
  'are you',
  'do you',
  'did you',
  'have you',
  'has he',
  'has she',
  'have they',
  'is he',
  'is she',
  'were you',
  'was it',
  'does he',
  'does she',
  'does it',
  'any',
  'is there',
  'are there',
  'how about',
  'what about',
  'ever taken',
];

/** How an answer to a yes/no question begins. A recognizer often writes "no" as "know". */
export const YES_ANSWERS: readonly string[] = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'i do',
  'i did',
  'i have',
  'i am',
  "i'm",
  'sure',
  'correct',
  'right',
  'mm-hmm',
  'uh-huh',
];
export const NO_ANSWERS: readonly string[] = [
  'no',
  'nope',
  'nah',
  'know',
  'not really',
  'never',
  'none',
  "i don't",
  "i do n't",
  "i haven't",
  "i have n't",
  'i have not',
  'i do not',
  'not that i know',
];
