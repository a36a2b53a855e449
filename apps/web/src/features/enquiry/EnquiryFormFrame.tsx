import { Button, Box, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AlertBanner } from '../../components/AlertBanner';
import { LoaderOverlay } from '../../components/LoaderOverlay';
import type { EnquiryStatus } from './useEnquirySubmission';

interface EnquiryFormFrameProps {
  status: EnquiryStatus;
  submitLabel: string;
  /** Accessible name of the form, so tests and assistive technology can find it. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The parts every enquiry form shares: outcome message, fields, loading overlay and the submit button. */
export function EnquiryFormFrame({ status, submitLabel, label, onSubmit, children }: EnquiryFormFrameProps) {
  const loading = status.state === 'loading';
  return (
    <Box component="form" noValidate onSubmit={onSubmit} pos="relative" aria-label={label}>
      <LoaderOverlay visible={loading} label="Submitting..." />
      <Stack gap="sm">
        {status.state === 'success' && <AlertBanner kind="success" message={status.message} />}
        {status.state === 'error' && <AlertBanner kind="error" message={status.message} />}
        <Box component="fieldset" disabled={loading} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <Stack gap="sm">{children}</Stack>
        </Box>
        <Button type="submit" loading={loading} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
