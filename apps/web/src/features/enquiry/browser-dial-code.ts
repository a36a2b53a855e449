import { DEFAULT_COUNTRY_CODE, ENQUIRY_COUNTRY_CODES, type DialCode } from '@medi/contracts';

/** Time zones that name one of the four regions; the clock says where the doctor is better than the language. */
const REGION_OF_TIME_ZONE: Record<string, string> = {
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Dubai': 'AE',
  'Europe/London': 'GB',
};

export interface BrowserRegionHints {
  timeZone: string | undefined;
  languages: readonly string[];
}

function browserHints(): BrowserRegionHints {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languages: navigator.languages };
}

function regionOfLanguage(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/** The enquiry phone's dial code for the browser's region when it is one of the four; +1 otherwise. */
export function browserDialCode(hints: BrowserRegionHints = browserHints()): DialCode {
  const regions = [
    hints.timeZone && REGION_OF_TIME_ZONE[hints.timeZone],
    ...hints.languages.map(regionOfLanguage),
  ];
  for (const region of regions) {
    const country = ENQUIRY_COUNTRY_CODES.find((candidate) => candidate.region === region);
    if (country) return country.code;
  }
  return DEFAULT_COUNTRY_CODE;
}
