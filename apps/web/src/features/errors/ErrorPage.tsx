import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLoaderData } from 'react-router-dom';
import type { StoredMessageLoaderData } from '../../browser/stored-message';
import { hasDisplaySession } from '../../browser/display-cookies';

const GENERIC_TITLE = 'Something went wrong';

/** Shows the message left by the guard that sent the user here ('Page not found', routing errors) once. */
export function ErrorPage() {
  const { storedMessage } = useLoaderData<StoredMessageLoaderData>();
  const signedIn = hasDisplaySession();

  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{storedMessage ?? GENERIC_TITLE}</Title>
      <Text>The page you asked for could not be shown.</Text>
      <Anchor component={Link} to={signedIn ? '/dashboard' : '/login'}>
        {signedIn ? 'Back to dashboard' : 'Back to sign-in'}
      </Anchor>
    </Stack>
  );
}
