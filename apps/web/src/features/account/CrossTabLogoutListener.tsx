import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { LOGOUT_SIGNAL_KEY } from './client-state';
import { LOGGED_OUT_LOCATION_STATE } from './logged-out-location';

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
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, navigate]);

  return null;
}
