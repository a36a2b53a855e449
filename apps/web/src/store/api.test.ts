import { MESSAGES } from '@medi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_KEY } from '../browser/logged-out-location';
import { errorReply, stubGateway } from '../test/gateway-stub';
import { api } from './api';
import { createAppStore } from './store';
import { takeStoredMessage } from '../browser/stored-message';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeSession: build.query<unknown, void>({ query: () => 'api/manage/session' }),
  }),
});

describe('the API on a 401', () => {
  let replaceLocation: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    replaceLocation = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', replace: replaceLocation });
    document.cookie = 'userId=7; path=/';
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends the user to /login with Access Denied and no display cookies when the session is gone', async () => {
    stubGateway({
      'GET /api/manage/session': errorReply(401, 'AUTH.SESSION_REQUIRED', 'Please sign in.'),
    });
    const store = createAppStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await store.dispatch(probeApi.endpoints.probeSession.initiate());

    expect(replaceLocation).toHaveBeenCalledWith('/login');
    expect(takeStoredMessage()).toBe(MESSAGES.accessDenied);
    expect(document.cookie).toBe('');
  });

  it('stores no Access Denied for a call that answers 401 after the doctor logged out in this browser', async () => {
    localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
    stubGateway({
      'GET /api/manage/session': errorReply(401, 'AUTH.SESSION_REQUIRED', 'Please sign in.'),
    });
    const store = createAppStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await store.dispatch(probeApi.endpoints.probeSession.initiate());

    expect(replaceLocation).toHaveBeenCalledWith('/login');
    expect(takeStoredMessage()).toBeNull();
    localStorage.removeItem(LOGOUT_SIGNAL_KEY);
  });

  it('leaves other 401 answers (a wrong code) to the page that asked', async () => {
    stubGateway({ 'GET /api/manage/session': errorReply(401, 'AUTH.CODE_INVALID', 'Wrong code.') });
    const store = createAppStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await store.dispatch(probeApi.endpoints.probeSession.initiate());

    expect(replaceLocation).not.toHaveBeenCalled();
    expect(takeStoredMessage()).toBeNull();
    expect(document.cookie).toContain('userId=7');
  });
});
