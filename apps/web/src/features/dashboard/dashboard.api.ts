import type { UserActivityMetrics } from '@medi/contracts';
import { api } from '../../store/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's plan and what is left of it (spec 01 section 3, user activity metrics). */
    getUserConfig: build.query<UserActivityMetrics, string>({
      query: (userId) => ({ url: 'api/manage/userconfig/', params: { userid: userId } }),
      providesTags: ['UserConfig'],
    }),
  }),
});

export const { useGetUserConfigQuery } = dashboardApi;
