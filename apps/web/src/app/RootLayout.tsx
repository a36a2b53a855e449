import { Outlet } from 'react-router-dom';
import { OfflineOverlay } from '../components/OfflineOverlay';
import { useRouteDocumentMeta } from './useRouteDocumentMeta';

export function RootLayout() {
  useRouteDocumentMeta();
  return (
    <>
      <Outlet />
      <OfflineOverlay />
    </>
  );
}
