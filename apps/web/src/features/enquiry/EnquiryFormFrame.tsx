import { Button, Box, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { AlertBanner } from '../../components/AlertBanner';
import { LoaderOverlay } from '../../components/LoaderOverlay';
import type { EnquiryForm } from './useEnquiryForm';

interface EnquiryFormFrameProps<Values extends FieldValues, Body> {
  enquiry: EnquiryForm<Values, Body>;
  submitLabel: string;
  /** Accessible name of the form, so tests and assistive technology can find it. */
  label: string;
  children: ReactNode;
}

/**
 * The parts every enquiry form shares: outcome message, fields, loading overlay and the submit button. The
 * fields reach the form through its context (see ContactFieldset).
 */
export function EnquiryFormFrame<Values extends FieldValues, Body>({
  enquiry: { form, status, onSubmit },
  submitLabel,
  label,
  children,
}: EnquiryFormFrameProps<Values, Body>) {
  const loading = status.state === 'loading';
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          // The modal renders in a portal, yet React bubbles its submit to a form that encloses the modal in the
          // component tree (the sign-in form behind Forgot Password), which would then validate itself.
          event.stopPropagation();
          onSubmit(event);
        }}
        pos="relative"
        aria-label={label}
      >
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
    </FormProvider>
  );
}
