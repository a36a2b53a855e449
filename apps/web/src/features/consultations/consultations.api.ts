import {
  CONSULTATION_HISTORY_ROUTES,
  type ConsultationDetail,
  type ConsultationEraseReply,
  type ConsultationListReply,
  type GeneratedReportView,
} from '@medi/contracts';
import { api } from '../../store/api';

export const consultationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the list, each after the last one's cursor; the search words go in the body (never in a URL). */
    searchConsultations: build.infiniteQuery<ConsultationListReply, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: CONSULTATION_HISTORY_ROUTES.search,
        method: 'POST',
        body: { query: queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: ['ConsultationSession'],
      keepUnusedDataFor: 0,
    }),
    getConsultation: build.query<ConsultationDetail, string>({
      query: (sessionId) => ({ url: CONSULTATION_HISTORY_ROUTES.one(sessionId) }),
      providesTags: ['ConsultationSession', 'Report'],
      keepUnusedDataFor: 0,
    }),
    /** One saved version other than the latest (the latest is getGeneratedReport's). */
    getReportVersion: build.query<GeneratedReportView, { sessionId: string; version: number }>({
      query: ({ sessionId, version }) => ({ url: 'api/report/generated', params: { sessionId, version } }),
      keepUnusedDataFor: 0,
    }),
    deleteConsultation: build.mutation<ConsultationEraseReply, string>({
      query: (sessionId) => ({ url: CONSULTATION_HISTORY_ROUTES.one(sessionId), method: 'DELETE' }),
      invalidatesTags: ['ConsultationSession'],
    }),
  }),
});

export const {
  useSearchConsultationsInfiniteQuery,
  useGetConsultationQuery,
  useLazyGetConsultationQuery,
  useGetReportVersionQuery,
  useDeleteConsultationMutation,
} = consultationsApi;
