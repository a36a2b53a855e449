import { AUDIT_ROUTES, type AuditTrailQuery, type AuditTrailReply } from '@medi/contracts';
import { api } from '../../store/api';

/** The filter as the page holds it; the cursor is the infinite query's. */
export type AuditTrailFilter = Omit<AuditTrailQuery, 'cursor' | 'limit'>;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the doctor's trail, newest first; the filter goes in the body (a Patient Id never in a URL). */
    auditTrail: build.infiniteQuery<AuditTrailReply, AuditTrailFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: AUDIT_ROUTES.trail,
        method: 'POST',
        body: { ...queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      // Every read is itself recorded: never served from a cache.
      keepUnusedDataFor: 0,
    }),
    /** The filtered trail as CSV text. */
    exportAuditTrail: build.mutation<string, AuditTrailFilter>({
      query: (filter) => ({
        url: AUDIT_ROUTES.csv,
        method: 'POST',
        body: filter,
        responseHandler: 'text',
      }),
    }),
  }),
});

export const { useAuditTrailInfiniteQuery, useExportAuditTrailMutation } = auditApi;
