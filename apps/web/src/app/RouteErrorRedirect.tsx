import { MESSAGES } from '@medi/contracts';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { DeferredLoaderOverlay } from '../components/DeferredLoaderOverlay';
import { storeMessage } from './stored-message';

/** Any routing error goes to /error (spec 01 section 2); the details go to the console, not to the user. */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Routing error', error);
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    storeMessage(notFound ? MESSAGES.pageNotFound : MESSAGES.genericError);
    void navigate('/error', { replace: true });
  }, [error, navigate]);

  return <DeferredLoaderOverlay visible fullScreen />;
}
