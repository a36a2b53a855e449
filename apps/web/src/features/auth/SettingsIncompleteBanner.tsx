import { Box } from '@mantine/core';
import { OTP_MESSAGES } from '@medi/contracts';
import { useEffect, useState } from 'react';
import { AlertBanner } from '../../components/AlertBanner';
import { dismissSettingsReminder, isSettingsReminderPending } from './settings-reminder';

/** Spec 01 section 9. */
export const SETTINGS_BANNER_DELAY_MS = 100;
export const SETTINGS_BANNER_VISIBLE_MS = 8_000;

/** 'Complete your settings page…': 100 ms after landing from sign-in, for 8 s, once. */
export function SettingsIncompleteBanner() {
  // Read without consuming during render (StrictMode renders twice); the effect consumes it.
  const [pending] = useState(isSettingsReminderPending);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) return;
    dismissSettingsReminder();
    const showTimer = window.setTimeout(() => setVisible(true), SETTINGS_BANNER_DELAY_MS);
    const hideTimer = window.setTimeout(
      () => setVisible(false),
      SETTINGS_BANNER_DELAY_MS + SETTINGS_BANNER_VISIBLE_MS,
    );
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
    };
  }, [pending]);

  if (!visible) return null;
  return (
    <Box mb="md">
      <AlertBanner kind="info" message={OTP_MESSAGES.settingsIncomplete} onClose={() => setVisible(false)} />
    </Box>
  );
}
