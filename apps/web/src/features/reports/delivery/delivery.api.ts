import {
  DELIVERY_ROUTES,
  type FhirExportQuery,
  type PdfRequest,
  type PdfStatusReply,
  type PdfVersionQuery,
  type ShareReportRequest,
  type ShareStatusReply,
} from '@medi/contracts';
import { api } from '../../../store/api';

/** The gateway's download and share routes (DELIVERY_ROUTES); the report is named by id only. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPdf: build.mutation<PdfStatusReply, PdfRequest>({
      query: (body) => ({ url: DELIVERY_ROUTES.requestPdf, method: 'POST', body }),
    }),
    pdfStatus: build.query<PdfStatusReply, PdfVersionQuery>({
      query: (params) => ({ url: DELIVERY_ROUTES.pdfStatus, params }),
      keepUnusedDataFor: 0,
    }),
    shareReport: build.mutation<ShareStatusReply, ShareReportRequest>({
      query: (body) => ({ url: DELIVERY_ROUTES.share, method: 'POST', body }),
    }),
    shareStatus: build.query<ShareStatusReply, string>({
      query: (shareId) => ({ url: DELIVERY_ROUTES.shareStatus, params: { shareId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useRequestPdfMutation,
  useLazyPdfStatusQuery,
  useShareReportMutation,
  useLazyShareStatusQuery,
} = deliveryApi;

/** Where the browser fetches a ready PDF: ids only; the gateway answers with the file as an attachment. */
export function pdfFileUrl(query: PdfVersionQuery): string {
  const params = new URLSearchParams({
    reportId: query.reportId,
    kind: query.kind,
    version: String(query.version),
  });
  return `${DELIVERY_ROUTES.pdfFile}?${params.toString()}`;
}

/** Where the browser fetches the FHIR export of one saved version: ids only, an attachment from the gateway. */
export function fhirFileUrl(query: Required<FhirExportQuery>): string {
  const params = new URLSearchParams({ reportId: query.reportId, version: String(query.version) });
  return `${DELIVERY_ROUTES.fhir}?${params.toString()}`;
}
