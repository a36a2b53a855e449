import type {
  ClinicSettingsReply,
  ClinicSettingsRequest,
  DoctorSettingsRequest,
  SuccessReply,
} from '@medi/contracts';
import { api } from '../../store/api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClinic: build.query<ClinicSettingsReply, void>({
      query: () => ({ url: 'api/settings/get-clinic' }),
      providesTags: ['Settings'],
    }),
    updateClinic: build.mutation<SuccessReply, ClinicSettingsRequest>({
      query: (body) => ({ url: 'api/settings/update-clinic', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    updateDoctor: build.mutation<SuccessReply, DoctorSettingsRequest>({
      query: (body) => ({ url: 'api/settings/update-doctor', method: 'POST', body }),
      invalidatesTags: ['Settings', 'Profile'],
    }),
  }),
});

export const { useGetClinicQuery, useUpdateClinicMutation, useUpdateDoctorMutation } = settingsApi;
