import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * The slices a page brings with its own module (the consultation's, with the transcription protocol it needs) and
 * injects when it loads, so the first page does not download them. Each declares itself here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
