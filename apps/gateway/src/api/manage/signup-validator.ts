import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuthPattern,
  createSignupRequestSchema,
  isoDateOf,
  parseOrThrow,
  SIGNUP_MESSAGES,
  type SignupRequest,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';

/**
 * Runs the sign-up form's own schema on the request. The schema needs two facts the form also has: today's date
 * (for the age rules) and the chosen country's licence pattern, which the auth service owns.
 */
@Injectable()
export class SignupValidator {
  constructor(
    private readonly services: ServiceClient,
    private readonly clock: Clock,
  ) {}

  async validate(body: unknown): Promise<SignupRequest> {
    const country = await this.licensePatternOf(countryIdOf(body));
    const schema = createSignupRequestSchema({
      today: isoDateOf(this.clock.now()),
      licensePattern: country.licensePattern,
    });
    if (!country.unknown) return parseOrThrow(schema, body, 'body');
    // A country id that names no country is the same mistake as choosing none.
    let details: Record<string, string[]> = {};
    try {
      parseOrThrow(schema, body, 'body');
    } catch (error) {
      if (!(error instanceof AppError) || !error.details) throw error;
      details = error.details;
    }
    throw new AppError('COMMON.VALIDATION_FAILED', SIGNUP_MESSAGES.country, {
      ...details,
      CountryId: [SIGNUP_MESSAGES.country],
    });
  }

  private async licensePatternOf(
    countryId: number | undefined,
  ): Promise<{ licensePattern?: string; unknown: boolean }> {
    if (countryId === undefined) return { unknown: false };
    try {
      const { regexPattern } = await this.services.send(AuthPattern.GetLicensePattern, { countryId });
      return { licensePattern: regexPattern, unknown: false };
    } catch (error) {
      if (error instanceof AppError && error.code === 'AUTH.COUNTRY_NOT_FOUND') return { unknown: true };
      throw error;
    }
  }
}

/** The CountryId as the schema will read it (a number or a select's string); undefined when not a valid id. */
function countryIdOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = Number((body as Record<string, unknown>).CountryId);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
