import { MESSAGES } from '@medi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../features/errors/ErrorPage';
import { renderApp } from '../test/render-app';
import { TEST_GLOBAL_CONFIG } from '../test/setup-tests';
import { RouteErrorRedirect } from './RouteErrorRedirect';
import { storedMessageLoader } from '../browser/stored-message';

function signInDisplayCookie() {
  document.cookie = 'userId=42; path=/';
}

describe('route guards', () => {
  it('sends a visitor without a session from /dashboard to /login and shows Access Denied once', async () => {
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.accessDenied);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows a protected page when the userId display cookie is present', async () => {
    signInDisplayCookie();
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('checks the session again on each navigation inside the protected area', async () => {
    signInDisplayCookie();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Welcome to/ });

    document.cookie = 'userId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await act(() => router.navigate('/settings'));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.accessDenied);
  });

  it('redirects / to /login without a message', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('error routes', () => {
  it('sends an unknown path to /error showing Page not found', async () => {
    const { router } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a generic heading on /error when no message was stored', async () => {
    renderApp('/error');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  /** A root with the app's error redirect, /error, and a route at `path` whose loader throws `error`. */
  function routesFailingAt(path: string, error: Error): RouteObject[] {
    const fail = () => {
      throw error;
    };
    return [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <RouteErrorRedirect />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          { path, element: null, loader: fail },
          { path: 'error', loader: storedMessageLoader, Component: ErrorPage },
        ],
      },
    ];
  }

  it('turns a routing error into a redirect to /error with the generic message', async () => {
    // The redirect logs the error by design; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { router } = renderApp('/broken', routesFailingAt('broken', new Error('loader exploded')));

    expect(await screen.findByRole('heading', { name: MESSAGES.genericError })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('says the page is offline when its code failed to load offline, and loads it again once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const routes = routesFailingAt(
      'consultation',
      new TypeError('Failed to fetch dynamically imported module: /assets/Consultation.js'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { router } = renderApp('/consultation?sessionId=7', routes);

    const notice = await screen.findByRole('dialog', { name: 'Offline' });
    expect(notice.textContent).toContain(MESSAGES.offline);
    expect(sessionStorage.getItem('medi-reloaded-after-code-failure')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    // The page loads itself again at the same address (jsdom does not navigate), not /error.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('medi-reloaded-after-code-failure') ?? '{}')).toMatchObject({
        path: '/consultation?sessionId=7',
      }),
    );
    expect(router.state.location.pathname).toBe('/consultation');
  });
});

describe('document metadata', () => {
  it('sets the title from the route and the configured domain name, and the meta description', async () => {
    renderApp('/signup');

    await screen.findByRole('heading', { name: 'Create your account' });
    await waitFor(() => expect(document.title).toBe(`Sign Up | ${TEST_GLOBAL_CONFIG.domainName}`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Register as a doctor with your medical licence details.',
    );
  });
});
