import type {
  CancelPaymentRequest,
  CreateOrderReply,
  CreateOrderRequest,
  InvoiceSummary,
  PostPaymentReply,
  PostPaymentRequest,
  PriceListReply,
  RenewalRequest,
  UserActivityMetrics,
} from '@medi/contracts';
import { api } from '../../store/api';

/** Spec 02 section 7: the order, its verification and its cancellation; a verified payment changes the plan. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceList: build.query<PriceListReply, void>({ query: () => 'api/payment/pricelist' }),
    createOrder: build.mutation<CreateOrderReply, CreateOrderRequest>({
      query: (body) => ({ url: 'api/payment/createorder', method: 'POST', body }),
    }),
    postPayment: build.mutation<PostPaymentReply, PostPaymentRequest>({
      query: (body) => ({ url: 'api/payment/postpayment', method: 'POST', body }),
      invalidatesTags: ['UserConfig', 'Subscription'],
    }),
    /** The billing history: every payment with its tax invoice. */
    listInvoices: build.query<{ invoices: InvoiceSummary[] }, void>({
      query: () => 'api/payment/invoices',
      providesTags: ['Subscription'],
    }),
    cancelPayment: build.mutation<{ success: boolean }, CancelPaymentRequest>({
      query: (body) => ({ url: 'api/payment/cancelpayment', method: 'POST', body }),
    }),
    /** Renew, cancel at the period end, or switch at renewal; the plan and its dates are read again. */
    setRenewal: build.mutation<UserActivityMetrics, RenewalRequest>({
      query: (body) => ({ url: 'api/payment/renewal', method: 'POST', body }),
      invalidatesTags: ['UserConfig'],
    }),
  }),
});

export const {
  useGetPriceListQuery,
  useCreateOrderMutation,
  usePostPaymentMutation,
  useCancelPaymentMutation,
  useSetRenewalMutation,
  useListInvoicesQuery,
} = billingApi;
