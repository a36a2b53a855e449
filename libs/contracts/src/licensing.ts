/**
 * The licence countries of sign-up (spec 01: India and the UAE; the auth service's countries table holds the same
 * names with their licence patterns) and what a prescription prints about them: the body that registered the doctor
 * and the country's dialling code. India's NMC asks a prescription for the registration number and UAE regulators
 * for the licence number; the pattern's prefix names the UAE authority (DHA, DOH, MOHAP or MOH).
 */
export const LICENCE_COUNTRIES = [
  {
    countryName: 'India',
    dialCode: '+91',
    authorities: [],
    defaultAuthority: 'State Medical Council / National Medical Commission, India',
  },
  {
    countryName: 'United Arab Emirates',
    dialCode: '+971',
    authorities: [
      { prefix: 'DHA', name: 'Dubai Health Authority (DHA)' },
      { prefix: 'DOH', name: 'Department of Health, Abu Dhabi (DOH)' },
      { prefix: 'MOHAP', name: 'Ministry of Health and Prevention, UAE (MOHAP)' },
      { prefix: 'MOH', name: 'Ministry of Health and Prevention, UAE (MOHAP)' },
    ],
    defaultAuthority: 'Health authority, United Arab Emirates',
  },
] as const;

type LicenceCountry = (typeof LICENCE_COUNTRIES)[number];

function licenceCountryOf(countryName: string): LicenceCountry | undefined {
  return LICENCE_COUNTRIES.find((country) => country.countryName === countryName);
}

/** The council or authority a licence number was issued by, from its country and prefix ('' for no country). */
export function licensingAuthorityOf(countryName: string, licenseNumber: string): string {
  const country = licenceCountryOf(countryName);
  if (!country) return '';
  const number = licenseNumber.trim().toUpperCase();
  // Longest prefix first: MOHAP before MOH.
  const authority = [...country.authorities]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((candidate) => number.startsWith(candidate.prefix));
  return authority?.name ?? country.defaultAuthority;
}

/** The dialling code of the licence country, for the clinic phone's default; undefined for another country. */
export function dialCodeOfLicenceCountry(countryName: string): string | undefined {
  return licenceCountryOf(countryName)?.dialCode;
}
