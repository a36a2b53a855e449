import { Modal, Text } from '@mantine/core';
import { MESSAGES } from '@medi/contracts';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../hooks/useOnlineStatus';

/** Mounted only while offline, so a dismissed banner comes back on the next loss of connection. */
function OfflineBanner() {
  const [opened, setOpened] = useState(true);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title="Offline"
      centered
      lockScroll={false}
      closeButtonProps={{ 'aria-label': 'Close offline message' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Text role="alert">{MESSAGES.offline}</Text>
    </Modal>
  );
}

/** Spec 01 shared elements: banner with a close button; the page does not scroll for as long as it is offline. */
export function OfflineOverlay() {
  const online = useOnlineStatus();

  useEffect(() => {
    if (online) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [online]);

  return online ? null : <OfflineBanner />;
}
