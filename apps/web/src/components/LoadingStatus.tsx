import { Group, type GroupProps, Loader, Text } from '@mantine/core';

/** "Loading…" (or what is loading) with a spinner, announced once as a status, in place of what is on its way. */
export function LoadingStatus({ children = 'Loading…', ...group }: GroupProps & { children?: string }) {
  return (
    <Group gap="sm" role="status" {...group}>
      <Loader size="sm" />
      <Text>{children}</Text>
    </Group>
  );
}
