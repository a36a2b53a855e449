import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  displayDateOfInstant,
  planNameOf,
  planPeriodLine,
  RENEWAL_MESSAGES,
  type UserActivityMetrics,
} from '@medi/contracts';
import { errorBodyOf } from '../../store/api-error';
import { useSetRenewalMutation } from './billing.api';

/**
 * The paid plan on /pricing: its period end ('Renews on' or 'Ends on'), what renewing takes (nothing is charged
 * automatically), a period already paid in advance, and Cancel at period end / Undo cancellation.
 */
export function CurrentPlanPanel({ metrics }: { metrics: UserActivityMetrics }) {
  const [setRenewal, { isLoading, error }] = useSetRenewalMutation();
  const line = planPeriodLine(metrics);
  if (!line || !metrics.paidUntil) return null;
  const paidUntil = displayDateOfInstant(metrics.paidUntil);
  const next = metrics.nextPeriod;
  const renewingPlan =
    metrics.renewal === 'switch'
      ? planNameOf(metrics.renewalPlanId)
      : planNameOf(metrics.paidUntilPlanId ?? metrics.PlanID);
  const failure = errorBodyOf(error)?.message;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="current-plan-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="current-plan-heading">
          Your plan: {metrics.currentPlanName}
        </Title>
        <Text fw={600}>{line}</Text>
        {next && (
          <Text size="sm">
            {RENEWAL_MESSAGES.nextPeriodPaid(
              next.planName,
              displayDateOfInstant(next.startsAt),
              displayDateOfInstant(next.endsAt),
            )}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {metrics.renewal === 'cancel'
            ? RENEWAL_MESSAGES.cancelled(paidUntil)
            : RENEWAL_MESSAGES.payToRenew(renewingPlan, paidUntil)}
        </Text>
        <Group>
          {metrics.renewal === 'cancel' ? (
            <Button loading={isLoading} onClick={() => void setRenewal({ renewal: 'renew' })}>
              {RENEWAL_MESSAGES.undoCancel}
            </Button>
          ) : (
            <Button
              variant="default"
              loading={isLoading}
              onClick={() => void setRenewal({ renewal: 'cancel' })}
            >
              {RENEWAL_MESSAGES.cancel}
            </Button>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
