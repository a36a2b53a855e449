import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { RECIPIENT_NAME_MAX, shareReportSchema } from '@medi/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** The share dialog's fields, with the server's rules (recipient name, the product's e-mail rules). */
export const shareRecipientSchema = shareReportSchema.pick({ RecipientName: true, Email: true });
export type ShareRecipient = z.output<typeof shareRecipientSchema>;
type ShareRecipientValues = z.input<typeof shareRecipientSchema>;

interface ShareReportFormProps {
  submitting: boolean;
  onSubmit: (recipient: ShareRecipient) => void;
  onCancel: () => void;
}

/** Spec 02 section 2: the share dialog asks for the recipient's name and e-mail. */
export function ShareReportForm({ submitting, onSubmit, onCancel }: ShareReportFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShareRecipientValues, unknown, ShareRecipient>({
    resolver: zodResolver(shareRecipientSchema),
    defaultValues: { RecipientName: '', Email: '' },
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack>
        <TextInput
          label="Recipient Name"
          required
          maxLength={RECIPIENT_NAME_MAX}
          autoComplete="name"
          error={errors.RecipientName?.message}
          {...register('RecipientName')}
        />
        <TextInput
          label="Recipient Email"
          type="email"
          required
          autoComplete="email"
          error={errors.Email?.message}
          {...register('Email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
