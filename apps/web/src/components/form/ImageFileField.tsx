import { Avatar, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@medi/contracts';
import { IconUpload } from '@tabler/icons-react';
import { Controller, type FieldValues } from 'react-hook-form';
import { imageSource } from '../image-source';
import type { FormFieldBinding } from './FormTextField';

type ImageFileFieldProps<Fields extends FieldValues, Output> = Omit<
  FormFieldBinding<Fields, Output>,
  'otherError' | 'onBlur'
> & {
  label: string;
  /** 'avatar' for the profile photo, 'picture' for a logo or signature. */
  preview: 'avatar' | 'picture';
  /** Runs after a file passed the browser's checks and the field holds it. */
  onPicked?: () => void;
  /** A file the browser already knows is wrong: the page shows its message for a few seconds. */
  onRefused: (message: string) => void;
  /** The message for a file that is not PNG or JPEG. */
  wrongTypeMessage: string;
  /** Marks a required picture (logo, signature) as the other required fields are. */
  withAsterisk?: boolean;
};

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Reads a picked file as base64 after the quick checks (type, size); the server decides for good. */
async function readPicked(file: File, wrongTypeMessage: string): Promise<string> {
  const typeOk = (IMAGE_LIMITS.acceptedMimeTypes as readonly string[]).includes(file.type);
  if (!typeOk || !/\.(png|jpe?g)$/i.test(file.name)) throw new Error(wrongTypeMessage);
  if (file.size > IMAGE_LIMITS.maxBytes) throw new Error(IMAGE_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/**
 * The photo, logo and signature upload bound to a react-hook-form field holding base64 ('' for none): a preview and
 * an Upload button for PNG or JPEG files.
 */
export function ImageFileField<Fields extends FieldValues, Output>({
  control,
  name,
  onPicked,
  ...display
}: ImageFileFieldProps<Fields, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          {...display}
          value={String(field.value ?? '')}
          error={fieldState.error?.message}
          onChange={(base64) => {
            field.onChange(base64);
            // Touched now, so the field's rule (required) is checked at once.
            field.onBlur();
            onPicked?.();
          }}
        />
      )}
    />
  );
}

type ImagePickerProps = Omit<ImageFileFieldProps<FieldValues, unknown>, 'control' | 'name' | 'onPicked'> & {
  value: string;
  error?: string;
  onChange: (base64: string) => void;
};

function ImagePicker({
  label,
  value,
  error,
  preview,
  onChange,
  onRefused,
  wrongTypeMessage,
  withAsterisk = false,
}: ImagePickerProps) {
  const source = imageSource(value);
  const pick = (file: File | null) => {
    if (!file) return;
    readPicked(file, wrongTypeMessage).then(onChange, (refusal: unknown) =>
      onRefused(refusal instanceof Error ? refusal.message : wrongTypeMessage),
    );
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
        {withAsterisk && (
          <Text span c="red.7" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <Group gap="md">
        {preview === 'avatar' ? (
          <Avatar src={source} size={88} radius={88} color="teal" alt={label} />
        ) : (
          <Image
            src={source}
            alt={source ? label : ''}
            w={180}
            h={72}
            fit="contain"
            bg="gray.0"
            radius="sm"
            style={{ border: '1px dashed var(--mantine-color-gray-4)' }}
          />
        )}
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              Upload {label}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
