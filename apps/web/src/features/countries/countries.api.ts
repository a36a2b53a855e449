import type { Country, LicensePatternResponse } from '@medi/contracts';
import { api } from '../../store/api';

export const countriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => 'api/manage/countries',
      providesTags: ['Countries'],
    }),
    getLicensePattern: build.query<LicensePatternResponse, number>({
      query: (countryId) => `api/manage/license-pattern/${countryId}`,
      providesTags: (_result, _error, countryId) => [{ type: 'LicensePattern', id: countryId }],
    }),
  }),
});

export const { useGetCountriesQuery, useGetLicensePatternQuery } = countriesApi;
