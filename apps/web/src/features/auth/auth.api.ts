import type {
  EmailCheckResponse,
  EmailOnlyRequest,
  LicenseCheckResponse,
  LoginRequest,
  LoginVerifiedResponse,
  ResendLoginCodeReply,
  ResetPasswordRequest,
  SignupRequest,
  SuccessReply,
  ValidateResetTokenReply,
  VerifyOtpRequest,
} from '@medi/contracts';
import { api } from '../../store/api';

export interface ResetTokenArgs {
  uid: string;
  token: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SuccessReply, SignupRequest>({
      query: (body) => ({ url: 'api/manage/signup', method: 'POST', body }),
    }),
    checkEmailExists: build.query<EmailCheckResponse, string>({
      query: (emailId) => ({ url: 'api/manage/emailcheck', params: { emailId } }),
    }),
    checkLicenseDuplicate: build.query<LicenseCheckResponse, string>({
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
    resendLoginCode: build.mutation<ResendLoginCodeReply, EmailOnlyRequest>({
      query: (body) => ({ url: 'api/manage/login/verify/resend', method: 'POST', body }),
    }),
    validateResetToken: build.query<ValidateResetTokenReply, ResetTokenArgs>({
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
  useVerifyLoginCodeMutation,
  useClearLoginCodeMutation,
  useResendLoginCodeMutation,
  useValidateResetTokenQuery,
  useResetPasswordMutation,
} = authApi;
