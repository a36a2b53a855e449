import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { MESSAGES } from '@medi/contracts';
import { useId, useState } from 'react';

/**
 * The offline message drawn with the first page's code and styles only (first-page-styles.ts). It stands in for the
 * banner when the connection went before the banner's code or the full stylesheet had arrived: neither can be fetched
 * then, and a component that fails to load would take the whole page down.
 */
export function OfflineNotice() {
  const [opened, setOpened] = useState(true);
  const titleId = useId();
  if (!opened) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      withBorder
      shadow="md"
      p="md"
      style={{
        position: 'fixed',
        top: '30%',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(26rem, calc(100vw - 2rem))',
        zIndex: 300,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text id={titleId} fw={600}>
          Offline
        </Text>
        <CloseButton aria-label="Close offline message" onClick={() => setOpened(false)} />
      </Group>
      <Text role="alert">{MESSAGES.offline}</Text>
    </Paper>
  );
}
