import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@medi/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineOverlay } from './OfflineOverlay';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function renderOverlay() {
  return render(
    <MantineProvider env="test">
      <OfflineOverlay />
    </MantineProvider>,
  );
}

describe('OfflineOverlay', () => {
  it('shows the offline banner and locks page scrolling when the browser goes offline', async () => {
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();

    goOffline();

    expect((await screen.findByRole('dialog', { name: 'Offline' })).textContent).toContain(MESSAGES.offline);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('hides the banner on close but keeps scrolling locked until the connection returns', async () => {
    renderOverlay();
    goOffline();

    fireEvent.click(await screen.findByRole('button', { name: 'Close offline message' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('hidden');

    goOnline();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the banner again on the next loss of connection after it was closed', async () => {
    renderOverlay();
    goOffline();
    fireEvent.click(await screen.findByRole('button', { name: 'Close offline message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    goOnline();

    goOffline();

    expect(await screen.findByRole('dialog', { name: 'Offline' })).toBeTruthy();
  });

  it('removes the banner by itself when the connection returns', () => {
    renderOverlay();
    goOffline();

    goOnline();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the offline notice drawn with what is loaded when the code of the banner cannot be fetched any more', async () => {
    vi.resetModules();
    vi.doMock('./OfflineBanner', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/OfflineBanner.js');
    });
    // Imported afresh, with Mantine, so that the overlay and its provider share one copy of Mantine.
    const [{ OfflineOverlay: Overlay }, { MantineProvider: Provider }] = await Promise.all([
      import('./OfflineOverlay'),
      import('@mantine/core'),
    ]);
    render(
      <Provider env="test">
        <Overlay />
      </Provider>,
    );

    goOffline();

    const notice = await screen.findByRole('dialog', { name: 'Offline' });
    expect(notice.textContent).toContain(MESSAGES.offline);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close offline message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.doUnmock('./OfflineBanner');
  });
});
