import { LANGUAGES } from '@medi/contracts';

/** The doctor's local date and time of a consultation's start. */
export function startedAtLabel(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Recorded time (pauses excluded) as "Recorded 12 min 5 s". */
export function durationLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `Recorded ${minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`}`;
}

export function languageLabel(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.label ?? code;
}
