import { MESSAGES } from '@medi/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useBlocker,
  useLoaderData,
  type BlockerFunction,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fieldLabelled, stubGateway } from '../test/gateway-stub';
import { AppProviders } from './AppProviders';
import { deferRouter, type LoadRouterEngine } from './deferred-router';
import { APP_ROUTES } from './router';
import { createAppStore } from '../store/store';
import { storeMessage } from '../browser/stored-message';

function Greeting() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  const [typed, setTyped] = useState('');
  return (
    <>
      <h1>{greeting}</h1>
      <label>
        Name
        <input value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      </label>
      <Link to="/other">Other page</Link>
    </>
  );
}

const greetingLoader = vi.fn(() => ({ greeting: 'Hello' }));

function testRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Outlet />,
      children: [
        {
          id: 'greeting',
          path: 'greeting',
          loader: greetingLoader,
          lazy: () => Promise.resolve({ Component: Greeting }),
        },
        { path: 'other', element: <h1>Other</h1> },
      ],
    },
  ];
}

/**
 * An engine like the app's, over a memory history: loading it is a promise the test resolves when it wants, and
 * `takenOver` resolves with the engine once the stand-in answers with its state.
 */
function controlledEngine(path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const loadEngine = vi.fn<LoadRouterEngine>(async (routes, hydrationData) => {
    await released;
    return createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  });
  const takenOver = async (router: DataRouter): Promise<DataRouter> => {
    await waitFor(() => expect(loadEngine).toHaveBeenCalled());
    const engine = await (loadEngine.mock.results[0].value as Promise<DataRouter>);
    await waitFor(() => expect(router.state).toBe(engine.state));
    return engine;
  };
  return { loadEngine, release, takenOver };
}

function standInAt(path: string, loadEngine: LoadRouterEngine, hydrationData?: HydrationState) {
  return deferRouter({
    routes: testRoutes(),
    history: createMemoryHistory({ initialEntries: [path] }),
    loadEngine,
    hydrationData,
  });
}

describe('the deferred router', () => {
  it('draws the visit with its lazy code loaded and its loaders run, before any engine', async () => {
    greetingLoader.mockClear();
    const { loadEngine } = controlledEngine('/greeting');
    const router = await standInAt('/greeting', loadEngine);

    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(['root', 'greeting']);
    expect(router.state.loaderData).toEqual({ greeting: { greeting: 'Hello' } });
    expect(greetingLoader).toHaveBeenCalledTimes(1);
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('loads the engine once the page is on screen and hands over without running loaders again or redrawing', async () => {
    greetingLoader.mockClear();
    const { loadEngine, release, takenOver } = controlledEngine('/greeting');
    const router = await standInAt('/greeting', loadEngine);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');

    release();
    await takenOver(router);

    expect(loadEngine).toHaveBeenCalledTimes(1);
    const [routes, hydrationData] = loadEngine.mock.calls[0];
    expect(hydrationData).toEqual({ loaderData: router.state.loaderData });
    expect(routes[0].children?.[0]).toMatchObject({ id: 'greeting', Component: Greeting, lazy: undefined });
    expect(greetingLoader).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha');
  });

  it('lets a navigation before the engine wait for it, then navigates through it', async () => {
    const { loadEngine, release } = controlledEngine('/greeting');
    const router = await standInAt('/greeting', loadEngine);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.queryByRole('heading', { name: 'Other' })).toBeNull();
    release();

    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('draws prerendered loader data first and the loaders’ own answer once the page has hydrated', async () => {
    const { loadEngine } = controlledEngine('/greeting');
    const router = await standInAt('/greeting', loadEngine, {
      loaderData: { greeting: { greeting: 'Prerendered' } },
    });
    expect(router.state.loaderData).toEqual({ greeting: { greeting: 'Prerendered' } });

    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
  });

  it('hands the blockers a page registered to the engine', async () => {
    const shouldBlock = vi.fn<BlockerFunction>(() => false);
    function Blocking() {
      useBlocker(shouldBlock);
      return <p>Blocking page</p>;
    }
    const { loadEngine, release, takenOver } = controlledEngine('/greeting');
    const router = await deferRouter({
      routes: [
        { id: 'blocking', path: '/greeting', Component: Blocking },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      history: createMemoryHistory({ initialEntries: ['/greeting'] }),
      loadEngine,
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('Blocking page');

    release();
    const engine = await takenOver(router);
    await act(() => engine.navigate('/elsewhere'));

    expect(shouldBlock.mock.lastCall?.[0].nextLocation.pathname).toBe('/elsewhere');
  });

  it('fetches the engine at a Back press before the page has even subscribed', async () => {
    const { loadEngine } = controlledEngine('/greeting');
    const history = createMemoryHistory({ initialEntries: ['/other', '/greeting'], initialIndex: 1 });
    await deferRouter({ routes: testRoutes(), history, loadEngine });

    history.go(-1);

    await waitFor(() => expect(loadEngine).toHaveBeenCalledTimes(1));
  });

  it('refuses a route without an id, which the engine would name differently', async () => {
    await expect(
      deferRouter({
        routes: [{ path: '/greeting', element: null }],
        history: createMemoryHistory({ initialEntries: ['/greeting'] }),
        loadEngine: controlledEngine('/greeting').loadEngine,
      }),
    ).rejects.toThrow(/ids only/);
  });
});

describe('the first page through the deferred router', () => {
  it('shows /login with its stored message, keeps what was typed when the engine takes over, and links on', async () => {
    stubGateway({ 'GET /api/manage/countries': { body: [] } });
    storeMessage(MESSAGES.accessDenied);
    const { loadEngine, release, takenOver } = controlledEngine('/login');
    const router = await deferRouter({
      routes: APP_ROUTES,
      history: createMemoryHistory({ initialEntries: ['/login'] }),
      loadEngine,
    });
    const user = userEvent.setup();
    render(
      <AppProviders store={createAppStore()} mantineEnv="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.accessDenied);
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'asha.menon@clinic.test');
    release();
    await takenOver(router);

    expect(screen.getByLabelText<HTMLInputElement>(fieldLabelled('Email')).value).toBe(
      'asha.menon@clinic.test',
    );
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.accessDenied);
    await user.click(screen.getByRole('link', { name: 'SignUp' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
