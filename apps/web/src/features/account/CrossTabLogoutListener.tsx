import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { hasDisplaySession } from '../../browser/display-cookies';
import {
  isLoggedOutState,
  LOGGED_OUT_LOCATION_STATE,
  LOGOUT_SIGNAL_KEY,
} from '../../browser/logged-out-location';

/**
 * Another tab logged out (or changed the password): cookies and local storage are shared and already cleared
 * there, so this tab only drops its own session storage and cache and goes to /login.
 */
export function CrossTabLogoutListener() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_SIGNAL_KEY || event.newValue === null) return;
      sessionStorage.clear();
      void Promise.resolve(navigate('/login', { replace: true, state: LOGGED_OUT_LOCATION_STATE })).then(() =>
        dispatch(api.util.resetApiState()),
      );
    };
    // Back after a logout may restore a signed-in page whole from the browser's back/forward cache, without a
    // request or a loader: back navigation is locked to /login (spec 01 section 4), so it goes there at once.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !hasDisplaySession() && isLoggedOutState()) window.location.replace('/login');
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [dispatch, navigate]);

  return null;
}
