import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { StoredMessageLoaderData } from '../../app/stored-message';
import { AlertBanner } from '../../components/AlertBanner';

/** The sign-in form arrives with its own issue; for now the page shows the message a guard left for it. */
export function LoginPage() {
  const loaderData = useLoaderData<StoredMessageLoaderData>();
  // Dismissal is tied to one visit: the next redirect here brings fresh loader data and shows its message again.
  const [dismissedVisit, setDismissedVisit] = useState<StoredMessageLoaderData | null>(null);
  const visibleMessage = dismissedVisit === loaderData ? null : loaderData.storedMessage;

  return (
    <Stack gap="lg">
      <Title order={1}>Sign in</Title>
      {visibleMessage && (
        <AlertBanner kind="error" message={visibleMessage} onClose={() => setDismissedVisit(loaderData)} />
      )}
    </Stack>
  );
}
