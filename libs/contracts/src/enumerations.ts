/** The enumerations of the specs (01 section 3, 02 section 3), shared by forms and services. */
export const TITLES = [
  { id: 1, label: 'Dr. (Doctor)' },
  { id: 2, label: 'Consultant' },
  { id: 3, label: 'Resident' },
  { id: 4, label: 'Attending Physician' },
  { id: 5, label: 'Senior Consultant' },
  { id: 6, label: 'Chief Surgeon' },
  { id: 7, label: 'Clinical Lead' },
] as const;

/** "Dr. (Doctor)" is how the title list explains itself; a prescription (and a FHIR name prefix) says "Dr.". */
export function printedTitleOf(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

export const GENDERS = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
  { id: 3, label: 'Transgender' },
  { id: 4, label: 'Non-binary' },
  { id: 5, label: 'Prefer Not to Say' },
] as const;

export const MEDICAL_CREDENTIALS = [
  { id: 1, label: 'MD' },
  { id: 2, label: 'MBBS' },
  { id: 3, label: 'DO' },
  { id: 4, label: 'BDS' },
  { id: 5, label: 'MCh' },
  { id: 6, label: 'DM' },
  { id: 7, label: 'FRCS' },
  { id: 8, label: 'FACP' },
  { id: 9, label: 'MS' },
  { id: 10, label: 'DNB' },
] as const;

export const FEEDBACK_CATEGORIES = [
  { id: 1, label: 'Usability' },
  { id: 2, label: 'Performance' },
  { id: 3, label: 'Features' },
  { id: 4, label: 'Bugs' },
  { id: 5, label: 'Other' },
] as const;

export const TRANSCRIPTION_MODEL = 'azure';

export const LANGUAGES = [
  { label: 'English', code: 'en-US' },
  { label: 'Arabic', code: 'ar-SA' },
  { label: 'Malayalam', code: 'ml-IN' },
  { label: 'Hindi', code: 'hi-IN' },
  { label: 'French', code: 'fr-FR' },
  { label: 'Spanish', code: 'es-ES' },
  { label: 'Nepali', code: 'ne-NP' },
  { label: 'Kiswahili', code: 'sw-KE' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

export const ENQUIRY_COUNTRY_CODES = [
  { code: '+1', label: 'US', region: 'US' },
  { code: '+44', label: 'UK', region: 'GB' },
  { code: '+91', label: 'IND', region: 'IN' },
  { code: '+971', label: 'UAE', region: 'AE' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+1';
