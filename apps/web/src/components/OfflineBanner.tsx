import { Modal, Text } from '@mantine/core';
import { MESSAGES } from '@medi/contracts';
import { useState } from 'react';

/** Mounted only while offline, so a dismissed banner comes back on the next loss of connection. */
export function OfflineBanner() {
  const [opened, setOpened] = useState(true);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title="Offline"
      centered
      lockScroll={false}
      closeButtonProps={{ 'aria-label': 'Close offline message' }}
    >
      <Text role="alert">{MESSAGES.offline}</Text>
    </Modal>
  );
}
