/** GET /api/manage/countries */
export interface Country {
  countryId: number;
  countryName: string;
}
/** GET /api/manage/license-pattern/{countryId} */
export interface LicensePatternResponse {
  regexPattern: string;
}
