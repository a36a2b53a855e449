import { Alert, Anchor, List, Text } from '@mantine/core';
import { REQUIRED_PRACTICE_SETTINGS, SESSION_DISPLAY_COOKIES, type PracticeSetting } from '@medi/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useGetSettingsStatusQuery } from './settings.api';

/** The settings sections that hold each required item, in the order the Settings menu lists them. */
const SECTIONS: { id: 'clinic' | 'doctor'; label: string; items: readonly PracticeSetting[] }[] = [
  {
    id: 'clinic',
    label: 'Hospital/Clinic Information',
    items: ['clinicName', 'clinicAddress', 'phoneNumber', 'countryCode', 'logo'],
  },
  {
    id: 'doctor',
    label: "Doctor's Information",
    items: ['medicalCredentials', 'specialization', 'signature'],
  },
];

/**
 * What Settings still lacks before a consultation can start, with a link to each section: shown for as long as
 * something is missing (saving settings refetches it), not as a passing toast. Not an alert: it is there on arrival.
 */
export function MissingSettingsNotice() {
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? '';
  const { data } = useGetSettingsStatusQuery(userId, { skip: !userId });
  if (!data || data.isSettingsUpdated) return null;
  return (
    <Alert
      component="section"
      role="region"
      aria-labelledby="missing-settings-heading"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        <Text component="h2" fw={700} fz="md" id="missing-settings-heading">
          Complete your settings before your first consultation
        </Text>
      }
    >
      <Text size="sm" mb="xs">
        Reports print your clinic and your signature, so a consultation cannot start until these are filled
        in:
      </Text>
      <List size="sm" spacing={4}>
        {SECTIONS.map((section) => {
          const missing = section.items.filter((item) => data.missingSettings.includes(item));
          if (missing.length === 0) return null;
          return (
            <List.Item key={section.id}>
              <Anchor
                component={Link}
                to={`/settings?section=${section.id}`}
                fw={600}
                c="blue.9"
                underline="always"
              >
                {section.label}
              </Anchor>
              : {missing.map((item) => REQUIRED_PRACTICE_SETTINGS[item]).join(', ')}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
