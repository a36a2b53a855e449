import { Text } from '@mantine/core';
import { durationLabel, languageLabel, startedAtLabel } from './consultation-format';

interface ConsultationFactsProps {
  patientCode: string | undefined;
  startedAt: string;
  recordedSeconds: number;
  language: string;
  /** Adds 'in progress' for a consultation still live. */
  live?: boolean;
}

/** The two lines that say which consultation this is, on the list and on its own page alike. */
export function ConsultationFacts({
  patientCode,
  startedAt,
  recordedSeconds,
  language,
  live,
}: ConsultationFactsProps) {
  return (
    <>
      <Text size="sm" c="gray.7">
        Patient Id {patientCode ?? '—'} · {startedAtLabel(startedAt)}
      </Text>
      <Text size="sm" c="gray.7">
        {durationLabel(recordedSeconds)} · {languageLabel(language)}
        {live ? ' · in progress' : ''}
      </Text>
    </>
  );
}
