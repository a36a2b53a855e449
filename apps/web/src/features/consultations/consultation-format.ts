import { displayDateOf, isoDateOf, LANGUAGES } from '@medi/contracts';

/** A moment in the doctor's local time, written as the product writes every date: DD/MM/YYYY, then HH:MM. */
export function startedAtLabel(iso: string): string {
  const moment = new Date(iso);
  const time = moment.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${displayDateOf(isoDateOf(moment))}, ${time}`;
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
