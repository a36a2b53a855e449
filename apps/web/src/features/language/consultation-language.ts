import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@medi/contracts';

/** A UI preference: it survives reload and logout (the logout keeps this key when it clears local storage). */
export const LANGUAGE_STORAGE_KEY = 'medi.language';

const sameTabListeners = new Set<() => void>();

function isLanguageCode(value: string | null): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The stored choice, or English when nothing (or something no longer offered) is stored. */
export function readConsultationLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy mode, policies); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

export function storeConsultationLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Blocked storage: the choice cannot be kept, and the selector shows what will really be used.
  }
  for (const listener of sameTabListeners) listener();
}

/** Notifies on changes made in this tab and, through the storage event, in other tabs. */
export function subscribeToConsultationLanguage(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) onChange();
  };
  sameTabListeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    sameTabListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
