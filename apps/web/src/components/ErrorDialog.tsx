import { Button } from '@mantine/core';
import { MessageDialog } from './MessageDialog';

interface ErrorDialogProps {
  opened: boolean;
  title: string;
  message: string;
  detail?: string;
  /** Label of the retry button (e.g. 'Try Again'); the button appears only with onRetry. */
  retryLabel?: string;
  onRetry?: () => void;
  onClose: () => void;
}

export function ErrorDialog({
  opened,
  title,
  message,
  detail,
  retryLabel = 'Try Again',
  onRetry,
  onClose,
}: ErrorDialogProps) {
  return (
    <MessageDialog
      opened={opened}
      title={title}
      message={message}
      detail={detail}
      outcome="error"
      onClose={onClose}
      actions={
        onRetry ? (
          <Button color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        )
      }
    />
  );
}
