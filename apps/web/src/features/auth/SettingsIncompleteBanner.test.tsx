import { MantineProvider } from '@mantine/core';
import { OTP_MESSAGES } from '@medi/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsIncompleteBanner } from './SettingsIncompleteBanner';
import { isSettingsReminderPending, requestSettingsReminder } from './settings-reminder';

function renderBanner() {
  return render(
    <MantineProvider env="test">
      <SettingsIncompleteBanner />
    </MantineProvider>,
  );
}

describe('SettingsIncompleteBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears 100 ms after landing and hides itself 8 s later', () => {
    requestSettingsReminder();
    renderBanner();

    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByText(OTP_MESSAGES.settingsIncomplete)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(OTP_MESSAGES.settingsIncomplete)).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(screen.getByText(OTP_MESSAGES.settingsIncomplete)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(OTP_MESSAGES.settingsIncomplete)).toBeNull();
  });

  it('is shown once: the next page view does not bring it back', () => {
    requestSettingsReminder();
    const first = renderBanner();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(isSettingsReminderPending()).toBe(false);
    first.unmount();

    renderBanner();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText(OTP_MESSAGES.settingsIncomplete)).toBeNull();
  });

  it('stays away when sign-in said the settings are complete', () => {
    renderBanner();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText(OTP_MESSAGES.settingsIncomplete)).toBeNull();
  });
});
