import { QueryPromise } from 'drizzle-orm';
import { COUNTRIES_CACHE_MS, CountriesService } from './countries.service';
import type { CountriesRepository, CountryRow } from './countries.repository';

const INDIA: CountryRow = { countryId: 1, countryName: 'India', licensePattern: '^\\d+$' };

function serviceOver(reads: (() => Promise<CountryRow[]>)[]) {
  let calls = 0;
  const repository = { listAll: () => reads[Math.min(calls++, reads.length - 1)]() };
  return { service: new CountriesService(repository as unknown as CountriesRepository), calls: () => calls };
}

describe('CountriesService cache', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the list and the licence patterns from one read until the cache time passes, then reads again', async () => {
    jest.useFakeTimers({ now: 0 });
    const renamed = { ...INDIA, countryName: 'Bharat' };
    const { service, calls } = serviceOver([
      () => Promise.resolve([INDIA]),
      () => Promise.resolve([renamed]),
    ]);

    await expect(service.listCountries()).resolves.toEqual([{ countryId: 1, countryName: 'India' }]);
    await expect(service.getLicensePattern(1)).resolves.toEqual({ regexPattern: '^\\d+$' });
    await expect(service.findLicensePattern(2)).resolves.toBeUndefined();
    expect(calls()).toBe(1);

    jest.setSystemTime(COUNTRIES_CACHE_MS + 1);
    await expect(service.listCountries()).resolves.toEqual([{ countryId: 1, countryName: 'Bharat' }]);
    expect(calls()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { service, calls } = serviceOver([
      () => Promise.reject(new Error('database down')),
      () => Promise.resolve([INDIA]),
    ]);

    await expect(service.listCountries()).rejects.toThrow('database down');
    await expect(service.listCountries()).resolves.toHaveLength(1);
    expect(calls()).toBe(2);
  });

  it('runs a lazy drizzle query once for all the calls it serves', async () => {
    let executions = 0;
    class CountriesQuery extends QueryPromise<CountryRow[]> {
      execute(): Promise<CountryRow[]> {
        executions += 1;
        return Promise.resolve([INDIA]);
      }
    }
    const repository = { listAll: () => new CountriesQuery() };
    const service = new CountriesService(repository as unknown as CountriesRepository);

    for (let call = 0; call < 5; call += 1) await service.listCountries();
    await service.getLicensePattern(1);

    expect(executions).toBe(1);
  });
});
