import { Alert } from '@mantine/core';

export type AlertBannerKind = 'success' | 'error' | 'info';

const KIND_COLOR: Record<AlertBannerKind, string> = { success: 'teal', error: 'red', info: 'blue' };

interface AlertBannerProps {
  kind: AlertBannerKind;
  message: string;
  title?: string;
  /** When given, the banner shows a close button. */
  onClose?: () => void;
}

/** Inline banner (spec 01 shared elements). Errors interrupt screen readers; success and info wait politely. */
export function AlertBanner({ kind, message, title, onClose }: AlertBannerProps) {
  return (
    <Alert
      color={KIND_COLOR[kind]}
      variant="light"
      title={title}
      role={kind === 'error' ? 'alert' : 'status'}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss message"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
