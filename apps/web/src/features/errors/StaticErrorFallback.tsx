import { Anchor, Container, Stack, Title } from '@mantine/core';

/**
 * Last resort when /error itself fails (e.g. its code chunk cannot load): no redirect, so no loop, and a full
 * page load for the way back.
 */
export function StaticErrorFallback() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Anchor href="/login">Back to sign-in</Anchor>
      </Stack>
    </Container>
  );
}
