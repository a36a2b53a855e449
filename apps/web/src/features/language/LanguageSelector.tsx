import { Select } from '@mantine/core';
import { LANGUAGES, type LanguageCode } from '@medi/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useConsultationLanguage } from './useConsultationLanguage';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.code,
  label: `${language.label} (${language.code})`,
}));

function isOfferedLanguage(value: string | null): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The eight consultation languages of spec 01 section 3; the choice is remembered on this device. */
export function LanguageSelector() {
  const [language, setLanguage] = useConsultationLanguage();
  return (
    <Select
      label="Consultation language"
      data={LANGUAGE_OPTIONS}
      value={language}
      onChange={(value) => {
        if (isOfferedLanguage(value)) setLanguage(value);
      }}
      allowDeselect={false}
      leftSection={<IconLanguage size={18} aria-hidden />}
      w={{ base: '100%', xs: 230 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
