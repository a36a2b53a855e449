import { Group, NativeSelect, TextInput } from '@mantine/core';
import { ENQUIRY_COUNTRY_CODES } from '@medi/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type ContactFieldName = 'Name' | 'Email' | 'CountryCode' | 'Phone';

interface ContactFieldsetProps {
  fields: Record<ContactFieldName, UseFormRegisterReturn>;
  errors: Partial<Record<ContactFieldName, string>>;
}

const COUNTRY_CODE_OPTIONS = ENQUIRY_COUNTRY_CODES.map((country) => ({
  value: country.code,
  label: `${country.code} (${country.label})`,
}));

/** Name, e-mail and phone with its country code: the contact part of every enquiry except forgot-password. */
export function ContactFieldset({ fields, errors }: ContactFieldsetProps) {
  return (
    <>
      <TextInput label="Name" autoComplete="name" withAsterisk error={errors.Name} {...fields.Name} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        error={errors.Email}
        {...fields.Email}
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          label="Country code"
          data={COUNTRY_CODE_OPTIONS}
          w={120}
          style={{ flexShrink: 0 }}
          error={errors.CountryCode}
          {...fields.CountryCode}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
          style={{ flex: 1, minWidth: 0 }}
          error={errors.Phone}
          {...fields.Phone}
        />
      </Group>
    </>
  );
}
