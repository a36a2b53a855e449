import { MESSAGES } from '@medi/contracts';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { deferRouter } from './deferred-router';
import { loadWhenIdle } from '../browser/idle-load';
import { prerenderFirstPage } from './first-page.prerender';
import { APP_ROUTES, FIRST_PAGE_PRERENDER_DATA } from './router';
import { createAppStore } from '../store/store';
import { storeMessage } from '../browser/stored-message';

let root: Root | undefined;

/**
 * The hydrated page asks for its next modules when idle (the full stylesheet, the API, the code sign-in goes on to).
 * This file's tests are short, so those imports may still run when its environment is torn down, which fails the run.
 * The idle queue starts loads in order: once one queued last has started, every earlier one has too.
 */
async function idleLoadsSettled(): Promise<void> {
  await loadWhenIdle(() => Promise.resolve());
  await vi.dynamicImportSettled();
}

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  await act(idleLoadsSettled);
});

/** The prerendered page in #root, hydrated as main.tsx hydrates it; answers what React reported as recoverable. */
async function hydratePrerenderedLogin() {
  const page = await prerenderFirstPage();
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  const router = await deferRouter({
    routes: APP_ROUTES,
    history: createMemoryHistory({ initialEntries: [page.path] }),
    loadEngine: () => new Promise(() => undefined),
    hydrationData: FIRST_PAGE_PRERENDER_DATA,
  });
  const prerenderedHeading = container.querySelector('h1');
  const recoverableErrors = vi.fn();
  act(() => {
    root = hydrateRoot(container, <App store={createAppStore()} router={router} />, {
      onRecoverableError: recoverableErrors,
    });
  });
  return { page, prerenderedHeading, recoverableErrors };
}

describe('the prerendered first page', () => {
  it('is /login with its title and description, drawn before anything has loaded', async () => {
    const page = await prerenderFirstPage();

    expect(page.path).toBe('/login');
    expect(page.title).toBe('Login | MediScribe');
    expect(page.description).toBe('Sign in with your e-mail, password and a one-time code.');
    expect(page.html).toContain('>Sign in</h1>');
    expect(page.html).toContain('Remember me');
  });

  it('hydrates without a mismatch, keeping the prerendered elements', async () => {
    const { prerenderedHeading, recoverableErrors } = await hydratePrerenderedLogin();

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBe(prerenderedHeading);
  });

  it('shows the message stored for the visit once it has hydrated', async () => {
    storeMessage(MESSAGES.accessDenied);

    const { recoverableErrors } = await hydratePrerenderedLogin();

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.accessDenied);
  });
});
