import type {
  CancelPaymentRequest,
  CreateOrderReply,
  CreateOrderRequest,
  PostPaymentReply,
  PostPaymentRequest,
  PriceListReply,
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
      invalidatesTags: ['UserConfig'],
    }),
    cancelPayment: build.mutation<{ success: boolean }, CancelPaymentRequest>({
      query: (body) => ({ url: 'api/payment/cancelpayment', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPriceListQuery,
  useCreateOrderMutation,
  usePostPaymentMutation,
  useCancelPaymentMutation,
} = billingApi;
