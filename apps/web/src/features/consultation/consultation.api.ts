import type { CreateSessionReply, UpsertPatientReply } from '@medi/contracts';
import { api } from '../../store/api';

export interface PatientPayload {
  PatientId: string;
  PatientName: string;
  Gender: string;
  DoB: string;
  Age: string;
  MrnNumber: string;
  PatientConsent: boolean;
  UserId: string;
}

export const consultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    upsertPatient: build.mutation<UpsertPatientReply, PatientPayload>({
      query: (body) => ({ url: 'api/patient/insert-update-patient', method: 'POST', body }),
      invalidatesTags: ['Patient'],
    }),
    createConsultationSession: build.mutation<
      CreateSessionReply,
      { patientId: string; consentText: string; language: string }
    >({
      query: (body) => ({ url: 'api/Session/create-session', method: 'POST', body }),
      invalidatesTags: ['ConsultationSession', 'UserConfig'],
    }),
  }),
});

export const { useUpsertPatientMutation, useCreateConsultationSessionMutation } = consultationApi;
