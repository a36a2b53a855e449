import type { ChangePasswordRequest, PasswordCheckResponse, SuccessReply } from '@medi/contracts';
import { api } from '../../store/api';

export interface PasswordCheckArgs {
  userId: string;
  password: string;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<SuccessReply, void>({
      query: () => ({ url: 'api/manage/logout', method: 'POST' }),
    }),
    checkPassword: build.query<PasswordCheckResponse, PasswordCheckArgs>({
      query: ({ userId, password }) => ({ url: 'api/manage/passwordcheck', params: { userId, password } }),
      // A password is never worth keeping in the cache.
      keepUnusedDataFor: 0,
    }),
    changePassword: build.mutation<SuccessReply, ChangePasswordRequest>({
      query: (body) => ({ url: 'api/manage/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useLogoutMutation, useLazyCheckPasswordQuery, useChangePasswordMutation } = accountApi;
