import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SESSION_DISPLAY_COOKIES } from '@medi/contracts';
import {
  IconActivityHeartbeat,
  IconAdjustmentsHorizontal,
  IconFileDescription,
  IconHistory,
  IconInfoCircle,
  IconMicrophone,
  IconPlayerPlay,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDomainName } from '../config/useGlobalConfig';
import { SubmitFeedback } from '../feedback/SubmitFeedback';
import { LanguageSelector } from '../language/index';
import { MissingSettingsNotice } from '../settings/MissingSettingsNotice';
import { readDisplayCookie } from '../../browser/display-cookies';
import { KEY_FEATURES, REPORT_DISCLAIMER, type KeyFeatureId } from './key-features';

const FEATURE_ICONS: Record<KeyFeatureId, Icon> = {
  transcription: IconMicrophone,
  'session-controls': IconAdjustmentsHorizontal,
  diagnostics: IconActivityHeartbeat,
  reporting: IconFileDescription,
};

/** /dashboard (spec 01 section 2): greeting, the way into a consultation, feedback and the key features. */
export function DashboardPage() {
  const domainName = useDomainName();
  const firstName = readDisplayCookie(SESSION_DISPLAY_COOKIES.firstName);

  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        {firstName ? `Hi ${firstName}, Welcome to ${domainName}` : `Welcome to ${domainName}`}
      </Title>

      <MissingSettingsNotice />

      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="start-heading"
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="start-heading">
              Start a consultation
            </Title>
            <Text size="sm" c="gray.7">
              Choose the language you and your patient will speak, then launch the session.
            </Text>
          </div>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LanguageSelector />
            <Button
              component={Link}
              to="/conversation"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              Launch Consultation
            </Button>
            <Button
              component={Link}
              to="/consultations"
              variant="default"
              leftSection={<IconHistory size={18} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              Past consultations
            </Button>
          </Group>
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
            {REPORT_DISCLAIMER}
          </Alert>
        </Stack>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="features-heading">
        <Title order={2} fz="lg" id="features-heading">
          Key Features
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {KEY_FEATURES.map((feature) => {
            const FeatureIcon = FEATURE_ICONS[feature.id];
            return (
              <Card key={feature.id} withBorder radius="md" padding="lg" component="article">
                <ThemeIcon variant="light" size="xl" radius="md" mb="sm" aria-hidden>
                  <FeatureIcon size={24} />
                </ThemeIcon>
                <Title order={3} fz="md" mb={6}>
                  {feature.title}
                </Title>
                <Text size="sm" c="gray.7">
                  {feature.description}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="feedback-heading"
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Title order={2} fz="lg" id="feedback-heading">
              Help us improve
            </Title>
            <Text size="sm" c="gray.7">
              Tell us what works for you and what does not.
            </Text>
          </div>
          <SubmitFeedback />
        </Group>
      </Paper>
    </Stack>
  );
}
