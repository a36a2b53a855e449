import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { planPeriodLine, SESSION_DISPLAY_COOKIES } from '@medi/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useGetUserConfigQuery } from './dashboard.api';

const HOURS_FORMAT = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** The plan and what is left of it, from the user config call; nothing at all while it is unknown. */
export function PlanSummary() {
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId);
  const { data: metrics } = useGetUserConfigQuery(userId ?? skipToken);
  if (!metrics) return null;
  const periodLine = planPeriodLine(metrics);

  return (
    <Paper withBorder p="sm" radius="md" aria-label="Your plan" component="section">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="gray.7">
            Current plan
          </Text>
          <Badge variant="light" size="sm">
            {metrics.currentPlanName}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {metrics.transcriptions}
          </Text>{' '}
          {metrics.transcriptions === 1 ? 'report' : 'reports'} left
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {HOURS_FORMAT.format(metrics.availableHours)}
          </Text>{' '}
          hours of consultation left
        </Text>
        {periodLine && (
          <Text size="sm" fw={600}>
            {periodLine}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
