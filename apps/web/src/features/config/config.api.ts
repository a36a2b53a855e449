import type { GlobalConfigResponse } from '@medi/contracts';
import { api } from '../../app/api';

/** Shown until the configuration arrives, and for good if the call fails (failures are only logged). */
export const DEFAULT_DOMAIN_NAME = 'MediScribe';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlobalConfig: build.query<GlobalConfigResponse, void>({
      query: () => 'api/Config/get',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetGlobalConfigQuery } = configApi;

export function useDomainName(): string {
  const { data } = useGetGlobalConfigQuery();
  return data?.domainName || DEFAULT_DOMAIN_NAME;
}
