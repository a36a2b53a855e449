import { Button } from '@mantine/core';
import { MessageDialog } from './MessageDialog';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks an irreversible action (logout, delete account) with the danger colour. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <MessageDialog
      opened={opened}
      title={title}
      message={message}
      onClose={onCancel}
      actions={
        <>
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          {/* The dialog opens on its main action (Mantine focuses data-autofocus), not on ×. */}
          <Button color={destructive ? 'red' : undefined} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
