import { Injectable } from '@nestjs/common';
import { AppError, type Country, type LicensePatternResponse, SERVICE_MESSAGES } from '@medi/contracts';
import { CountriesRepository, type CountryRow } from './countries.repository';

/**
 * How long the country list is served from memory. Countries are reference data that only migrations write, and
 * the sign-up pages ask for them on every visit; the bound keeps a hand-edited table visible within a minute.
 */
export const COUNTRIES_CACHE_MS = 60_000;

@Injectable()
export class CountriesService {
  private cached?: { rows: Promise<CountryRow[]>; until: number };

  constructor(private readonly countries: CountriesRepository) {}

  async listCountries(): Promise<Country[]> {
    const rows = await this.allCountries();
    return rows.map(({ countryId, countryName }) => ({ countryId, countryName }));
  }

  async getLicensePattern(countryId: number): Promise<LicensePatternResponse> {
    const regexPattern = await this.findLicensePattern(countryId);
    if (regexPattern === undefined)
      throw new AppError('AUTH.COUNTRY_NOT_FOUND', SERVICE_MESSAGES.noSuchCountry(countryId));
    return { regexPattern };
  }

  /** The licence pattern of a country doctors can register from; undefined for any other id. */
  async findLicensePattern(countryId: number): Promise<string | undefined> {
    const rows = await this.allCountries();
    return rows.find((country) => country.countryId === countryId)?.licensePattern;
  }

  /** One read per COUNTRIES_CACHE_MS, shared by the calls that arrive meanwhile; a failed read is not kept. */
  private allCountries(): Promise<CountryRow[]> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.rows;
    // A drizzle query is a lazy thenable that runs again on every await: settle it once into a real promise.
    const rows = Promise.resolve(this.countries.listAll());
    const entry = { rows, until: Date.now() + COUNTRIES_CACHE_MS };
    this.cached = entry;
    rows.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return rows;
  }
}
