import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storedMessageLoader } from '../../browser/stored-message';
import { renderApp } from '../../test/render-app';
import { LoginPage } from '../auth/LoginPage';
import { callsTo, stubGateway } from '../../test/gateway-stub';
import { LOGOUT_SIGNAL_KEY } from '../../browser/logged-out-location';
import { CrossTabLogoutListener } from './CrossTabLogoutListener';
import { LogoutConfirm } from './LogoutConfirm';
import { useLogout } from './useLogout';
import { readUserImage, storeUserImage } from './user-image-store';

function ProfileMenuStandIn() {
  const { requestLogout } = useLogout();
  return (
    <button type="button" onClick={requestLogout}>
      Logout
    </button>
  );
}

/** A protected area like the app's: the confirmation and the cross-tab listener mounted once in its layout. */
const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        element: (
          <>
            <Outlet />
            <LogoutConfirm />
            <CrossTabLogoutListener />
          </>
        ),
        children: [{ path: 'dashboard', element: <ProfileMenuStandIn /> }],
      },
      { path: 'signup', element: <h1>Create your account</h1> },
      { path: 'login', loader: storedMessageLoader, Component: LoginPage },
    ],
  },
];

function signIn() {
  document.cookie = 'userId=7; path=/';
  document.cookie = 'firstName=Asha; path=/';
  localStorage.setItem('medi.language', 'hi-IN');
  localStorage.setItem('medi.somethingElse', 'x');
  sessionStorage.setItem('medi.draft', 'y');
}

describe('logout', () => {
  it('asks first, then ends the session and clears the browser except the language choice', async () => {
    const calls = stubGateway({ 'POST /api/manage/logout': { body: { success: true, message: 'bye' } } });
    signIn();
    await storeUserImage('aW1hZ2U=');
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', ROUTES);

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(callsTo(calls, 'POST', '/api/manage/logout')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(calls, 'POST', '/api/manage/logout')).toHaveLength(1);
    expect(document.cookie).toBe('');
    expect(localStorage.getItem('medi.language')).toBe('hi-IN');
    expect(localStorage.getItem('medi.somethingElse')).toBeNull();
    expect(localStorage.getItem(LOGOUT_SIGNAL_KEY)).not.toBeNull();
    expect(sessionStorage.getItem('medi.draft')).toBeNull();
    expect(await readUserImage()).toBeNull();
  });

  it('keeps the user signed in when the confirmation is cancelled', async () => {
    const calls = stubGateway({});
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', ROUTES);

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(calls, 'POST', '/api/manage/logout')).toHaveLength(0);
    expect(document.cookie).toContain('userId=7');
  });

  it('sends this tab to /login when another tab writes the logout signal', async () => {
    stubGateway({});
    signIn();
    const { router } = renderApp('/dashboard', ROUTES);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LOGOUT_SIGNAL_KEY, newValue: String(Date.now()) }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('medi.draft')).toBeNull();
  });

  it('ignores storage events about other keys', async () => {
    stubGateway({});
    signIn();
    const { router } = renderApp('/dashboard', ROUTES);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'medi.language', newValue: 'fr-FR' }));
      window.dispatchEvent(new StorageEvent('storage', { key: LOGOUT_SIGNAL_KEY, newValue: null }));
    });

    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('pins back navigation to /login after a logout', async () => {
    stubGateway({ 'POST /api/manage/logout': { body: { success: true, message: 'bye' } } });
    signIn();
    const user = userEvent.setup();
    // The doctor came from sign-up, signed in, and logs out: Back must not lead back to /signup.
    const { router } = renderApp(['/signup', '/dashboard'], ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'Logout' }),
    );
    await screen.findByRole('heading', { name: 'Sign in' });

    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
