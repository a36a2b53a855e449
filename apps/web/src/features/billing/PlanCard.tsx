import { Badge, Card, List, Stack, Text, Title } from '@mantine/core';
import { PLAN_FEATURES, type PlanLimits } from '@medi/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PlanCardProps {
  plan: PlanLimits;
  price: string;
  current: boolean;
  action: ReactNode;
}

function hoursOf(minutes: number): string {
  return minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hours`;
}

/** One plan of the one plan table: its limits, its features and its button. */
export function PlanCard({ plan, price, current, action }: PlanCardProps) {
  const features = PLAN_FEATURES[plan.planId];
  const lines: [string, boolean][] = [
    [plan.reportsPerMonth ? `Up to ${plan.reportsPerMonth} reports per month` : 'Custom report volume', true],
    [plan.accessMinutes ? `${hoursOf(plan.accessMinutes)} of access` : 'Custom access hours', true],
    [
      plan.sessionLimitMinutes ? `${plan.sessionLimitMinutes}-minute sessions` : 'Custom session length',
      true,
    ],
    ['Real-time results', features.realTimeResults],
    ['Priority access to the latest models', features.priorityAccessToTheLatestModels],
    ['Report sharing by e-mail', features.reportSharingByEmail],
    ['Watermark removal', features.watermarkRemoval],
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`${plan.name} plan`}
      style={current ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} fz="xl">
          {plan.name}
        </Title>
        {current && (
          <Badge variant="filled" w="fit-content">
            Current Plan
          </Badge>
        )}
        <Text fz={22} fw={700}>
          {price}
        </Text>
        <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
          {lines.map(([label, included]) => (
            <List.Item
              key={label}
              icon={
                included ? (
                  <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label="Included" />
                ) : (
                  <IconX size={16} color="var(--mantine-color-gray-6)" aria-label="Not included" />
                )
              }
            >
              {label}
            </List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
