import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Every cache tag of the app, declared once: features inject endpoints and never redefine the API. */
export const API_TAG_TYPES = [
  'Config',
  'Countries',
  'LicensePattern',
  'UserConfig',
  'Profile',
  'Settings',
  'Patient',
  'ConsultationSession',
  'Report',
  'Plan',
  'Subscription',
] as const;

/** The one RTK Query API. The client talks only to the gateway, on the same origin, with its cookies. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
