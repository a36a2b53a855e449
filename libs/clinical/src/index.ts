export * from './drug-lexicon';
export * from './symptom-lexicon';
export * from './extractor';
export * from './medicines';
export * from './allergy-classes';
export { FREQUENCY_LABELS, type FrequencyCode } from './patterns';
export * from './lab-tests';
export * from './history-lexicon';
export { SPELLED_NUMBER_SOURCE } from './numbers';
