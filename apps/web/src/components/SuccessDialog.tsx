import { Button, Group, Modal, Text } from '@mantine/core';

interface SuccessDialogProps {
  opened: boolean;
  title: string;
  message: string;
  closeLabel?: string;
  onClose: () => void;
}

export function SuccessDialog({ opened, title, message, closeLabel = 'OK', onClose }: SuccessDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { color: 'var(--mantine-color-teal-8)', fontWeight: 600 } }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{closeLabel}</Button>
      </Group>
    </Modal>
  );
}
