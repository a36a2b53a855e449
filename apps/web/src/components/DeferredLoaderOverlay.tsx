import { lazy, Suspense } from 'react';
import type { LoaderOverlayProps } from './LoaderOverlay';
import { withAllStyles } from '../browser/load-all-styles';

const LoaderOverlay = lazy(() =>
  withAllStyles(import('./LoaderOverlay')).then((module) => ({ default: module.LoaderOverlay })),
);

/**
 * The loader overlay for what the first page shows only while something else loads (a dialog, the code step, a
 * redirect): its code arrives on first use instead of with the first page.
 */
export function DeferredLoaderOverlay(props: LoaderOverlayProps) {
  return (
    <Suspense fallback={null}>
      <LoaderOverlay {...props} />
    </Suspense>
  );
}
