import { lazy, Suspense, useState } from 'react';
import { DeferredLoaderOverlay } from '../../components/DeferredLoaderOverlay';
import type { EnquiryModalProps } from './EnquiryModal';
import { withAllStyles } from '../../browser/load-all-styles';

const EnquiryModal = lazy(() =>
  withAllStyles(import('./EnquiryModal')).then((module) => ({ default: module.EnquiryModal })),
);

/**
 * The enquiry modal, loaded on its first opening: its forms carry the phone metadata and the disposable-domain list
 * of their schemas, which the page behind it (/login) does not need to show itself.
 */
export function EnquiryModalOnDemand(props: EnquiryModalProps) {
  const [everOpened, setEverOpened] = useState(props.opened);
  if (props.opened && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={<DeferredLoaderOverlay visible fullScreen />}>
      <EnquiryModal {...props} />
    </Suspense>
  );
}
