import { Button, Group, Modal, Text } from '@mantine/core';

interface ErrorDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** Label of the retry button (e.g. 'Try Again'); the button appears only with onRetry. */
  retryLabel?: string;
  onRetry?: () => void;
  onClose: () => void;
}

export function ErrorDialog({
  opened,
  title,
  message,
  retryLabel = 'Try Again',
  onRetry,
  onClose,
}: ErrorDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { color: 'var(--mantine-color-red-8)', fontWeight: 600 } }}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        {onRetry ? (
          <Button color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        )}
      </Group>
    </Modal>
  );
}
