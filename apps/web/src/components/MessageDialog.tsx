import { Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const TITLE_COLOURS = {
  success: 'var(--mantine-color-teal-8)',
  error: 'var(--mantine-color-red-8)',
} as const;

interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** A second line under the message. */
  detail?: string;
  /** An outcome colours the title; an error's message is also announced as an alert. */
  outcome?: keyof typeof TITLE_COLOURS;
  onClose: () => void;
  /** The buttons, right-aligned under the message. */
  actions: ReactNode;
}

/** A centred modal with a title, one message and its buttons: the base of the confirm, success and error dialogs. */
export function MessageDialog({
  opened,
  title,
  message,
  detail,
  outcome,
  onClose,
  actions,
}: MessageDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={outcome && { title: { color: TITLE_COLOURS[outcome] } }}
    >
      <div role={outcome === 'error' ? 'alert' : undefined}>
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        {detail && <Text mt="xs">{detail}</Text>}
      </div>
      <Group justify="flex-end" mt="lg">
        {actions}
      </Group>
    </Modal>
  );
}
