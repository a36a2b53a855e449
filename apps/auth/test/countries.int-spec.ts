import { AppError, AuthPattern } from '@medi/contracts';
import type { ServiceClient } from '@medi/nest-transport';
import { startAuth, type RunningAuth } from './support/start-auth';

describe('auth countries over the Redis Streams transport', () => {
  let auth: RunningAuth;
  let client: ServiceClient;

  beforeAll(async () => {
    auth = await startAuth();
    client = auth.client;
  });

  afterAll(async () => {
    await auth?.stop();
  });

  it('lists India and the United Arab Emirates from the seeded database', async () => {
    await expect(client.send(AuthPattern.ListCountries, {})).resolves.toEqual([
      { countryId: 1, countryName: 'India' },
      { countryId: 2, countryName: 'United Arab Emirates' },
    ]);
  });

  it('answers an Indian licence pattern that accepts council-year-number and plain numbers', async () => {
    const { regexPattern } = await client.send(AuthPattern.GetLicensePattern, { countryId: 1 });
    const pattern = new RegExp(regexPattern);

    for (const accepted of ['KMC-2015-123456', 'MCI 12345', 'DMC/2009/4567', '1234567']) {
      expect(pattern.test(accepted)).toBe(true);
    }
    for (const rejected of ['123', 'ABCDEFGH-1234', 'KMC-2015-12345678', 'dmc-1234']) {
      expect(pattern.test(rejected)).toBe(false);
    }
  });

  it('answers a UAE licence pattern that requires the issuing authority', async () => {
    const { regexPattern } = await client.send(AuthPattern.GetLicensePattern, { countryId: 2 });
    const pattern = new RegExp(regexPattern);

    for (const accepted of ['DHA-P-0012345', 'DOH 12345678', 'MOHAP/123456', 'MOH-54321']) {
      expect(pattern.test(accepted)).toBe(true);
    }
    for (const rejected of ['12345678', 'DHA-1234', 'ABC-12345', 'DHA-P-123456789']) {
      expect(pattern.test(rejected)).toBe(false);
    }
  });

  it('fails with AUTH.COUNTRY_NOT_FOUND for an unknown country', async () => {
    const failure = await client
      .send(AuthPattern.GetLicensePattern, { countryId: 99 })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'AUTH.COUNTRY_NOT_FOUND', message: 'No country with id 99' });
  });
});
