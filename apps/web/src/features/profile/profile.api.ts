import type { ProfileReply, ProfileUpdateReply, ProfileUpdateRequest, SuccessReply } from '@medi/contracts';
import { api } from '../../store/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileReply, void>({
      query: () => ({ url: 'api/profile/get' }),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileUpdateReply, ProfileUpdateRequest>({
      query: (body) => ({ url: 'api/profile/update', method: 'POST', body }),
      invalidatesTags: ['Profile', 'Settings'],
    }),
    deleteProfile: build.mutation<SuccessReply, void>({
      query: () => ({ url: 'api/profile/delete', method: 'DELETE' }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useDeleteProfileMutation } = profileApi;
