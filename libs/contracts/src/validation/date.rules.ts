export const ADULT_AGE_YEARS = 18;

export const DATE_OF_BIRTH_MESSAGES = {
  blank: 'Date of Birth cannot be left blank.',
  invalid: 'Please enter a valid date.',
  future: 'Date of birth cannot be a future date.',
  underage: 'The age must be above 18 years.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a calendar date; rejects impossible dates such as 2023-02-30. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  if (year < 1900) return undefined;
  return { year, month, day };
}

/** Today's date as YYYY-MM-DD in the user's calendar (the date pickers' maximum). */
export function isoDateOf(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Whole years between a birth date and today (both YYYY-MM-DD). */
export function ageInYears(birthDate: string, today: string): number {
  const birth = parseIsoDate(birthDate)!;
  const now = parseIsoDate(today)!;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

export function firstDateOfBirthProblem(
  value: string,
  today: string,
  minimumAge: number | undefined = ADULT_AGE_YEARS,
): string | undefined {
  if (value.trim().length === 0) return DATE_OF_BIRTH_MESSAGES.blank;
  if (!parseIsoDate(value)) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (value > today) return DATE_OF_BIRTH_MESSAGES.future;
  if (minimumAge !== undefined && ageInYears(value, today) < minimumAge)
    return DATE_OF_BIRTH_MESSAGES.underage;
  return undefined;
}

/** The one way the product writes a date for people, on every form and every report: day first, as in India and the UAE. */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/** YYYY-MM-DD as DD/MM/YYYY; anything that is not a calendar date comes back as it was. */
export function displayDateOf(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

/** A typed DD/MM/YYYY (one-digit day and month allowed) as YYYY-MM-DD, or undefined when it is not a date. */
export function isoDateOfDisplay(typed: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}
