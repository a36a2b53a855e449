import { Injectable } from '@nestjs/common';
import { AppError, type Country, type LicensePatternResponse } from '@medi/contracts';
import { CountriesRepository } from './countries.repository';

@Injectable()
export class CountriesService {
  constructor(private readonly countries: CountriesRepository) {}

  async listCountries(): Promise<Country[]> {
    const rows = await this.countries.listAll();
    return rows.map(({ countryId, countryName }) => ({ countryId, countryName }));
  }

  async getLicensePattern(countryId: number): Promise<LicensePatternResponse> {
    const country = Number.isInteger(countryId) ? await this.countries.findById(countryId) : undefined;
    if (!country) throw new AppError('AUTH.COUNTRY_NOT_FOUND', `No country with id ${countryId}`);
    return { regexPattern: country.licensePattern };
  }
}
