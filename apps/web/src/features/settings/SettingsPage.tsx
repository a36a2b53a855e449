import { Anchor, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingHospital, IconScale, IconStethoscope } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClinicSettingsForm } from './ClinicSettingsForm';
import { DoctorSettingsForm } from './DoctorSettingsForm';

const SECTIONS = [
  { id: 'clinic', label: 'Hospital/Clinic Information', icon: IconBuildingHospital },
  { id: 'doctor', label: "Doctor's Information", icon: IconStethoscope },
  { id: 'legal', label: 'Legal & Compliance Settings', icon: IconScale },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

function LegalSettings() {
  return (
    <Stack gap="md">
      <Title order={3}>Copyright Disclaimer</Title>
      <Text>
        The reports, templates and software of this service are protected by copyright. Patient data you
        record stays yours and your patients&apos;; we process it only to provide the service.
      </Text>
      <Title order={3}>Consultation Disclaimer</Title>
      <Text>
        AI-generated summaries, diagnoses and prescriptions support, and never replace, your clinical
        judgement. Review every report before you sign or share it.
      </Text>
      <Text>
        Read our{' '}
        <Anchor component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/terms-and-conditions">
          Terms and Conditions
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

const CONTENT: Record<SectionId, () => ReactNode> = {
  clinic: () => <ClinicSettingsForm />,
  doctor: () => <DoctorSettingsForm />,
  legal: () => <LegalSettings />,
};

/** Settings (spec 02 section 2): a left menu and the chosen section. */
export function SettingsPage() {
  // ?section=doctor opens that section (the dashboard's list of what is missing links to it).
  const [searchParams] = useSearchParams();
  const asked = SECTIONS.find((candidate) => candidate.id === searchParams.get('section'));
  const [section, setSection] = useState<SectionId>(asked?.id ?? 'clinic');
  const current = SECTIONS.find((candidate) => candidate.id === section)!;
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Paper withBorder radius="md" p="xs" component="nav" aria-label="Settings sections">
            {SECTIONS.map(({ id, label, icon: Icon }) => (
              <NavLink
                key={id}
                component="button"
                label={label}
                active={id === section}
                aria-current={id === section ? 'page' : undefined}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => setSection(id)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} size="h3" mb="md">
              {current.label}
            </Title>
            {CONTENT[section]()}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
