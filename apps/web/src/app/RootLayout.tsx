import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineOverlay } from '../components/OfflineOverlay';
import { loadWhenIdle } from '../browser/idle-load';
import { loadAllStyles } from '../browser/load-all-styles';
import { useRouteDocumentMeta } from './useRouteDocumentMeta';

export function RootLayout() {
  useRouteDocumentMeta();
  // Once the first page is on screen, not before: until then its own stylesheets are the only ones it waits for.
  useEffect(() => void loadWhenIdle(loadAllStyles), []);
  return (
    <>
      <Outlet />
      <OfflineOverlay />
    </>
  );
}
