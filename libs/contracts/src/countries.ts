import { z } from 'zod';

/** GET /api/manage/countries */
export interface Country {
  countryId: number;
  countryName: string;
}
/** GET /api/manage/license-pattern/{countryId} */
export interface LicensePatternResponse {
  regexPattern: string;
}

/** Path parameters of GET /api/manage/license-pattern/{countryId}: a positive integer that fits an int4 column. */
export const licensePatternParamsSchema = z.object({
  countryId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'countryId must be a positive integer.')
    .transform(Number),
});
export type LicensePatternParams = z.output<typeof licensePatternParamsSchema>;
