import { MESSAGES } from '@medi/contracts';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { DeferredLoaderOverlay } from '../components/DeferredLoaderOverlay';
import { OfflineNotice } from '../components/OfflineNotice';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { storeMessage } from '../browser/stored-message';
import { isCodeLoadFailure } from './when-online';

/** Where the page last loaded itself afresh after its code failed to load, and when: never twice in a row. */
const RELOADED_KEY = 'medi-reloaded-after-code-failure';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * The page's code could not be loaded (a connection that dropped during the move, or a new deployment): the browser
 * keeps such a failure for the page's lifetime, so the page loads itself again at the same address, once.
 */
function reloadedAfterCodeFailure(path: string): boolean {
  const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
    path: string;
    at: number;
  } | null;
  if (last?.path === path && Date.now() - last.at < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path, at: Date.now() }));
  window.location.assign(path);
  return true;
}

/**
 * Any routing error goes to /error (spec 01 section 2); the details go to the console, not to the user. Code that
 * failed to load is loaded again instead (above), once the browser is online: a load offline would only show the
 * browser's own error page, so until then the page says it is offline, with what it has already loaded.
 */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnlineStatus();
  const codeFailed = isCodeLoadFailure(error);
  const waitsForConnection = codeFailed && !online;

  useEffect(() => console.error('Routing error', error), [error]);

  useEffect(() => {
    if (waitsForConnection) return;
    if (codeFailed && reloadedAfterCodeFailure(location.pathname + location.search)) return;
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    storeMessage(notFound ? MESSAGES.pageNotFound : MESSAGES.genericError);
    void navigate('/error', { replace: true });
  }, [error, codeFailed, navigate, location, waitsForConnection]);

  return waitsForConnection ? <OfflineNotice /> : <DeferredLoaderOverlay visible fullScreen />;
}
