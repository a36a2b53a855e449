import {
  reportEditOf,
  type GeneratedReportView,
  type ReportData,
  type ReportReview,
  type RequestReportReply,
} from '@medi/contracts';
import { api } from '../../store/api';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** request_report: the page's notes and prescription items go with it; the transcript is the server's. */
    requestReport: build.mutation<
      RequestReportReply,
      { sessionId: string; notes: string[]; medlab: string[] }
    >({
      query: (body) => ({ url: 'v2/api/request_report', method: 'POST', body }),
      invalidatesTags: ['ConsultationSession'],
    }),
    getGeneratedReport: build.query<GeneratedReportView, string>({
      query: (sessionId) => ({ url: 'api/report/generated', params: { sessionId } }),
      providesTags: ['Report'],
      keepUnusedDataFor: 0,
    }),
    saveReport: build.mutation<
      GeneratedReportView,
      { sessionId: string; data: ReportData; review: ReportReview }
    >({
      // The signature and logo stay the server's: the edit goes without them.
      query: ({ sessionId, data, review }) => ({
        url: 'api/report/save',
        method: 'POST',
        body: { sessionId, data: reportEditOf(data), review },
      }),
      // The consultation's list of versions grows by one.
      invalidatesTags: ['ConsultationSession'],
      // The saved version is the answer: it replaces the cached one without another request.
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(reportsApi.util.upsertQueryData('getGeneratedReport', sessionId, data));
      },
    }),
  }),
});

export const {
  useRequestReportMutation,
  useGetGeneratedReportQuery,
  useLazyGetGeneratedReportQuery,
  useSaveReportMutation,
} = reportsApi;
