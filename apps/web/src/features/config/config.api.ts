import type { GlobalConfigResponse } from '@medi/contracts';
import { api } from '../../store/api';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlobalConfig: build.query<GlobalConfigResponse, void>({
      query: () => 'api/Config/get',
      providesTags: ['Config'],
    }),
  }),
});
