import { notifications } from '@mantine/notifications';

/** A closable toast that hides itself (spec 02: 3 s for profile and settings, 5 s for a failed deletion). */
export function showToast(message: string, outcome: 'success' | 'error', autoCloseMs: number): void {
  notifications.show({
    message,
    color: outcome === 'success' ? 'teal' : 'red',
    autoClose: autoCloseMs,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
