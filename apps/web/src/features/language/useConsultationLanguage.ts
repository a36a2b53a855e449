import type { LanguageCode } from '@medi/contracts';
import { useSyncExternalStore } from 'react';
import {
  readConsultationLanguage,
  storeConsultationLanguage,
  subscribeToConsultationLanguage,
} from './consultation-language';

/** The language a consultation starts with (spec 01 section 3), and the way to change it. */
export function useConsultationLanguage(): [LanguageCode, (code: LanguageCode) => void] {
  const language = useSyncExternalStore(subscribeToConsultationLanguage, readConsultationLanguage);
  return [language, storeConsultationLanguage];
}
