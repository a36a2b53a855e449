import { Controller, Get } from '@nestjs/common';
import {
  AuthPattern,
  type Country,
  type LicensePatternParams,
  type LicensePatternResponse,
  licensePatternParamsSchema,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { ZodParams } from '../../validation/zod-validation.pipe';

/** Countries and their licence-number patterns, owned by the auth service. */
@Controller('api/manage')
export class CountriesController {
  constructor(private readonly services: ServiceClient) {}

  @Get('countries')
  listCountries(): Promise<Country[]> {
    return this.services.send(AuthPattern.ListCountries, {});
  }

  @Get('license-pattern/:countryId')
  getLicensePattern(
    @ZodParams(licensePatternParamsSchema) { countryId }: LicensePatternParams,
  ): Promise<LicensePatternResponse> {
    return this.services.send(AuthPattern.GetLicensePattern, { countryId });
  }
}
