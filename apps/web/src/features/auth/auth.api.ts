import type {
  EmailOnlyRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  SuccessReply,
  VerifyOtpRequest,
} from '@medi/contracts';
import { api } from '../../app/api';

/** 200 of POST /api/manage/login/verify; the session and display cookies come with it. */
export interface LoginVerifiedResponse {
  success: true;
  /** The user's picture as base64 (empty when none). */
  image: string;
  redirectUrl: string;
  isSettingsUpdated: boolean;
}

export interface ResendCodeResponse extends SuccessReply {
  retryAfterSeconds: number;
}

export interface ResetTokenArgs {
  uid: string;
  token: string;
}

export interface ResetTokenResponse extends SuccessReply {
  email: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SuccessReply, SignupRequest>({
      query: (body) => ({ url: 'api/manage/signup', method: 'POST', body }),
    }),
    checkEmailExists: build.query<{ ifEmailExist: boolean }, string>({
      query: (emailId) => ({ url: 'api/manage/emailcheck', params: { emailId } }),
    }),
    checkLicenseDuplicate: build.query<{ isDuplicate: boolean }, string>({
      query: (licenseNumber) => ({ url: 'api/manage/check-duplicate-license', params: { licenseNumber } }),
    }),
    login: build.mutation<SuccessReply, LoginRequest>({
      query: (body) => ({ url: 'api/manage/login', method: 'POST', body }),
    }),
    verifyLoginCode: build.mutation<LoginVerifiedResponse, VerifyOtpRequest>({
      query: (body) => ({ url: 'api/manage/login/verify', method: 'POST', body }),
    }),
    clearLoginCode: build.mutation<SuccessReply, void>({
      query: () => ({ url: 'api/manage/login/clear-otp', method: 'POST' }),
    }),
    resendLoginCode: build.mutation<ResendCodeResponse, EmailOnlyRequest>({
      query: (body) => ({ url: 'api/manage/login/verify/resend', method: 'POST', body }),
    }),
    validateResetToken: build.query<ResetTokenResponse, ResetTokenArgs>({
      query: ({ uid, token }) => ({ url: 'api/manage/validate-reset-token', params: { uid, token } }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<SuccessReply, ResetPasswordRequest>({
      query: (body) => ({ url: 'api/manage/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignupMutation,
  useLazyCheckEmailExistsQuery,
  useLazyCheckLicenseDuplicateQuery,
  useLoginMutation,
  useVerifyLoginCodeMutation,
  useClearLoginCodeMutation,
  useResendLoginCodeMutation,
  useValidateResetTokenQuery,
  useResetPasswordMutation,
} = authApi;
