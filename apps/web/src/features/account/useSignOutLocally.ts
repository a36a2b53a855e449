import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { storeMessage } from '../../browser/stored-message';
import { clearClientState, signalLogout } from './client-state';
import { LOGGED_OUT_LOCATION_STATE } from '../../browser/logged-out-location';

/**
 * The browser side of ending a session: clear what the user left here, tell the other tabs, forget cached
 * responses, and go to /login replacing the current entry (the sign-in page then pins back navigation).
 * `message` is shown once on /login.
 */
export function useSignOutLocally(): (message?: string) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(
    async (message?: string) => {
      await clearClientState();
      signalLogout();
      if (message) storeMessage(message);
      // Leave the protected pages before dropping the cache, or their queries would refetch without a session.
      await navigate('/login', { replace: true, state: LOGGED_OUT_LOCATION_STATE });
      dispatch(api.util.resetApiState());
    },
    [dispatch, navigate],
  );
}
