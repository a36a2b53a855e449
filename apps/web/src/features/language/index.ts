export { LanguageSelector } from './LanguageSelector';
export { useConsultationLanguage } from './useConsultationLanguage';
export { LANGUAGE_STORAGE_KEY, readConsultationLanguage } from './consultation-language';
