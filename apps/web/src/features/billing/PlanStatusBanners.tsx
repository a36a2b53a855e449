import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { PAYMENT_MESSAGES, SESSION_DISPLAY_COOKIES } from '@medi/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetUserConfigQuery } from '../dashboard/dashboard.api';
import { readDisplayCookie } from '../../browser/display-cookies';

const PLAN_EXPIRED_DISMISSED_KEY = 'planExpiredNoticeDismissed';

function isPlanExpiredNoticeDismissed(userId: string): boolean {
  return window.localStorage.getItem(PLAN_EXPIRED_DISMISSED_KEY) === userId;
}

/**
 * On every signed-in page (spec 02 section 2), from the user config: the trial-expired banner with Subscribe
 * Now (not on /pricing itself, which it points to), and the plan-expired notification until the doctor dismisses
 * it. The dismissal is remembered for this user until the flag clears (a new purchase), so the next expiry shows
 * again.
 */
export function PlanStatusBanners() {
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId);
  const { data: metrics } = useGetUserConfigQuery(userId ?? skipToken);
  const onPricing = useLocation().pathname === '/pricing';
  const [dismissed, setDismissed] = useState(() => (userId ? isPlanExpiredNoticeDismissed(userId) : false));
  const planExpired = metrics?.planExpired;

  // A plan bought since: forget the dismissal, so the next expiry is shown (on the next page load).
  useEffect(() => {
    if (planExpired === false && userId && isPlanExpiredNoticeDismissed(userId)) {
      window.localStorage.removeItem(PLAN_EXPIRED_DISMISSED_KEY);
    }
  }, [planExpired, userId]);

  function dismissPlanExpired() {
    if (userId) window.localStorage.setItem(PLAN_EXPIRED_DISMISSED_KEY, userId);
    setDismissed(true);
  }

  const showTrialExpired = Boolean(metrics?.trialExpired);
  const showPlanExpired = Boolean(planExpired) && !dismissed;
  if (!showTrialExpired && !showPlanExpired) return null;
  return (
    <Stack gap="sm" mb="md">
      {showTrialExpired && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.9">
              {PAYMENT_MESSAGES.trialExpired}
            </Text>
            {!onPricing && (
              <Button component={Link} to="/pricing" size="xs">
                Subscribe Now
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {showPlanExpired && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss plan-expired notification"
          onClose={dismissPlanExpired}
        >
          <Text size="sm" c="gray.9">
            {PAYMENT_MESSAGES.planExpired}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
