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
    const regexPattern = await this.findLicensePattern(countryId);
    if (regexPattern === undefined)
      throw new AppError('AUTH.COUNTRY_NOT_FOUND', `No country with id ${countryId}`);
    return { regexPattern };
  }

  /** The licence pattern of a country doctors can register from; undefined for any other id. */
  async findLicensePattern(countryId: number): Promise<string | undefined> {
    const isStoredId = Number.isInteger(countryId) && countryId > 0 && countryId <= 2_147_483_647;
    const country = isStoredId ? await this.countries.findById(countryId) : undefined;
    return country?.licensePattern;
  }
}
