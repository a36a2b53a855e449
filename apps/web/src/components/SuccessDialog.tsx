import { Button } from '@mantine/core';
import { MessageDialog } from './MessageDialog';

interface SuccessDialogProps {
  opened: boolean;
  title: string;
  message: string;
  closeLabel?: string;
  onClose: () => void;
}

export function SuccessDialog({ opened, title, message, closeLabel = 'OK', onClose }: SuccessDialogProps) {
  return (
    <MessageDialog
      opened={opened}
      title={title}
      message={message}
      outcome="success"
      onClose={onClose}
      actions={<Button onClick={onClose}>{closeLabel}</Button>}
    />
  );
}
