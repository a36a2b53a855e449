import { Group, NativeSelect, TextInput } from '@mantine/core';
import { ENQUIRY_COUNTRY_CODES } from '@medi/contracts';
import { useFormContext } from 'react-hook-form';

interface ContactFields {
  Name: string;
  Email: string;
  CountryCode: string;
  Phone: string;
}

const COUNTRY_CODE_OPTIONS = ENQUIRY_COUNTRY_CODES.map((country) => ({
  value: country.code,
  label: `${country.code} (${country.label})`,
}));

/** The e-mail an enquiry is answered at; forgot-password asks for it alone. */
export function EnquiryEmailField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<ContactFields, 'Email'>>();
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      withAsterisk
      error={errors.Email?.message}
      {...register('Email')}
    />
  );
}

/** Name, e-mail and phone with its country code: the contact part of every enquiry except forgot-password. */
export function ContactFieldset() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFields>();
  return (
    <>
      <TextInput
        label="Name"
        autoComplete="name"
        withAsterisk
        error={errors.Name?.message}
        {...register('Name')}
      />
      <EnquiryEmailField />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          label="Country code"
          data={COUNTRY_CODE_OPTIONS}
          w={120}
          style={{ flexShrink: 0 }}
          error={errors.CountryCode?.message}
          {...register('CountryCode', { deps: ['Phone'] })}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
          style={{ flex: 1, minWidth: 0 }}
          error={errors.Phone?.message}
          {...register('Phone')}
        />
      </Group>
    </>
  );
}
