import type { ContactUsRequest, DemoRequest, EmailOnlyRequest, GenericEnquiryRequest } from '@medi/contracts';
import { api } from '../../store/api';

/** What the enquiry endpoints and forgot-password answer (spec 01 section 7: status, success, message). */
export interface EnquiryReply {
  status: number;
  success: boolean;
  message: string;
}

function post<Body>(url: string) {
  return (body: Body) => ({ url, method: 'POST', body });
}

export const enquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestDemo: build.mutation<EnquiryReply, DemoRequest>({ query: post('api/manage/requestdemo') }),
    contactUsForSubscription: build.mutation<EnquiryReply, ContactUsRequest>({
      query: post('api/manage/contactUsForSubscription'),
    }),
    sendGenericEnquiry: build.mutation<EnquiryReply, GenericEnquiryRequest>({
      query: post('api/manage/generic-enquiry'),
    }),
    requestPasswordReset: build.mutation<EnquiryReply, EmailOnlyRequest>({
      query: post('api/manage/forgetpassword'),
    }),
  }),
});

export const {
  useRequestDemoMutation,
  useContactUsForSubscriptionMutation,
  useSendGenericEnquiryMutation,
  useRequestPasswordResetMutation,
} = enquiryApi;
