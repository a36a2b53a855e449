import { combineSlices } from '@reduxjs/toolkit';

/**
 * Every slice joins the store when its module loads, so the first page downloads none of them: the API (api.ts)
 * right after the first render, a page's own slice (the consultation's, with the transcription protocol it needs)
 * with that page. Each declares itself here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();
