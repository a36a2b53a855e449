import type {
  ClinicSettingsReply,
  ClinicSettingsRequest,
  DoctorSettingsRequest,
  SettingsStatusReply,
  SuccessReply,
} from '@medi/contracts';
import { api } from '../../store/api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether reports have what they need, and what is missing: the dashboard's notice and the consultation gate. */
    getSettingsStatus: build.query<SettingsStatusReply, string>({
      query: (userId) => ({ url: 'api/settings/check-settings-updated', params: { userId } }),
      providesTags: ['Settings'],
      keepUnusedDataFor: 0,
    }),
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

export const {
  useGetSettingsStatusQuery,
  useLazyGetSettingsStatusQuery,
  useGetClinicQuery,
  useUpdateClinicMutation,
  useUpdateDoctorMutation,
} = settingsApi;
