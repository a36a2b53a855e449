import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DEFAULT_BILLING_CURRENCY,
  displayDateOfInstant,
  isPurchasablePlan,
  PAYMENT_MESSAGES,
  PLAN_PRICES,
  PlanId,
  PLANS,
  type BillingCurrency,
  type PlanLimits,
  type PurchasablePlanId,
  RENEWAL_MESSAGES,
  SESSION_DISPLAY_COOKIES,
  type UserActivityMetrics,
} from '@medi/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorDialog } from '../../components/ErrorDialog';
import { LoaderOverlay } from '../../components/LoaderOverlay';
import { SuccessDialog } from '../../components/SuccessDialog';
import { useGetUserConfigQuery } from '../dashboard/dashboard.api';
import { EnquiryModalOnDemand } from '../enquiry/index';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useGetPriceListQuery, useSetRenewalMutation } from './billing.api';
import { BillingHistory } from './BillingHistory';
import { CurrentPlanPanel } from './CurrentPlanPanel';
import { PlanCard } from './PlanCard';
import { type UpgradeChoice, useUpgrade } from './useUpgrade';

type BillingMode = 'monthly' | 'annual';

function priceLabel(plan: PlanLimits, currency: BillingCurrency, mode: BillingMode): string {
  if (plan.planId === PlanId.Free) return 'Free';
  if (!isPurchasablePlan(plan.planId)) return 'Custom';
  const amount = PLAN_PRICES[currency][plan.planId][mode] / 100;
  const formatted = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
  return `${formatted} / ${mode === 'annual' ? 'year' : 'month'}`;
}

/** The plan a doctor on a paid plan will pay for next: the switch's, else the last one paid for; none after a cancel. */
function nextPlanOf(metrics: UserActivityMetrics): number | null {
  if (metrics.renewal === 'cancel') return null;
  if (metrics.renewal === 'switch') return metrics.renewalPlanId;
  return metrics.paidUntilPlanId ?? metrics.PlanID;
}

function confirmMessageOf(choice: UpgradeChoice): string {
  return choice.startsOn
    ? RENEWAL_MESSAGES.confirmNextPeriod(choice.planName, displayDateOfInstant(choice.startsOn))
    : PAYMENT_MESSAGES.confirmUpgrade(choice.planName);
}

/**
 * /pricing (spec 02 sections 2, 4 and 9): the four plans from the one plan table, and the upgrade. The
 * trial-expired banner and the plan-expired notification come from the signed-in layout.
 */
export function PricingPage() {
  const navigate = useNavigate();
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId);
  const { data: metrics } = useGetUserConfigQuery(userId ?? skipToken);
  const { data: priceList } = useGetPriceListQuery();
  const currency = priceList?.currency ?? DEFAULT_BILLING_CURRENCY;
  const [mode, setMode] = useState<BillingMode>('monthly');
  const [demoOpened, setDemoOpened] = useState(false);
  const upgrade = useUpgrade();
  const [setRenewal, renewal] = useSetRenewalMutation();
  const { outcome } = upgrade;
  const onPaidPlan = Boolean(metrics?.planEndsAt && metrics.paidUntil);

  function actionOf(plan: PlanLimits) {
    if (plan.planId === PlanId.Free) {
      return (
        <Button fullWidth variant="default" onClick={() => setDemoOpened(true)}>
          Contact us
        </Button>
      );
    }
    if (!isPurchasablePlan(plan.planId)) {
      return (
        <Button fullWidth variant="default" component={Link} to={`/contact-us?plan=${plan.name}`}>
          Contact us
        </Button>
      );
    }
    const planId = plan.planId;
    if (metrics && onPaidPlan) return paidPlanAction(metrics, planId, plan.name);
    // The plan the doctor already has is shown as 'Current Plan' only: nothing to pay for.
    if (metrics?.PlanID === plan.planId) return null;
    return (
      <Button
        fullWidth
        aria-label={`Pay now for ${plan.name}`}
        onClick={() => upgrade.askToConfirm({ planId, planName: plan.name, isAnnual: mode === 'annual' })}
      >
        Pay now
      </Button>
    );
  }

  /**
   * On a paid plan nothing cuts the paid period short: the plan to be paid for next offers that payment (it starts
   * when everything paid ends), every other plan a switch at renewal, and a period paid in advance is said.
   */
  function paidPlanAction(current: UserActivityMetrics, planId: PurchasablePlanId, planName: string) {
    const nextPlan = nextPlanOf(current);
    if (planId === nextPlan) {
      if (current.nextPeriod) return <Text size="sm">{RENEWAL_MESSAGES.nextPeriodPaidShort}</Text>;
      return (
        <Button
          fullWidth
          aria-label={`${RENEWAL_MESSAGES.payNextPeriod}: ${planName}`}
          onClick={() =>
            upgrade.askToConfirm({
              planId,
              planName,
              isAnnual: mode === 'annual',
              startsOn: current.paidUntil ?? undefined,
            })
          }
        >
          {RENEWAL_MESSAGES.payNextPeriod}
        </Button>
      );
    }
    // After a cancel or a switch, the plan last paid for offers to keep it instead.
    const keeping = planId === (current.paidUntilPlanId ?? current.PlanID);
    return (
      <Stack gap={4}>
        {planId < current.PlanID && (
          <Text size="xs" c="gray.7">
            {RENEWAL_MESSAGES.lowerPlanNote(current.currentPlanName)}
          </Text>
        )}
        <Button
          fullWidth
          variant="default"
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          loading={renewal.isLoading}
          onClick={() =>
            void setRenewal(keeping ? { renewal: 'renew' } : { renewal: 'switch', PlanId: planId })
          }
        >
          {keeping ? RENEWAL_MESSAGES.keepAtRenewal(planName) : RENEWAL_MESSAGES.switchAtRenewal(planName)}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageBreadcrumbs current="Pricing" />
      {metrics && <CurrentPlanPanel metrics={metrics} />}
      {priceList?.testMode && (
        <Alert color="grape" variant="outline">
          {PAYMENT_MESSAGES.testMode}
        </Alert>
      )}
      <Group justify="center">
        <SegmentedControl
          aria-label="Billing period"
          value={mode}
          onChange={(value) => setMode(value as BillingMode)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'annual', label: 'Annually' },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.planId}
            plan={plan}
            price={priceLabel(plan, currency, mode)}
            current={metrics?.PlanID === plan.planId}
            action={actionOf(plan)}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {PAYMENT_MESSAGES.hostingDisclaimer}
      </Text>
      <BillingHistory />

      <EnquiryModalOnDemand variant="demo" opened={demoOpened} onClose={() => setDemoOpened(false)} />
      <LoaderOverlay visible={upgrade.loading} label={PAYMENT_MESSAGES.loading} fullScreen />
      <ConfirmDialog
        opened={outcome.kind === 'confirming'}
        title={PAYMENT_MESSAGES.confirmTitle}
        message={outcome.kind === 'confirming' ? confirmMessageOf(outcome.choice) : ''}
        confirmLabel="Upgrade"
        onConfirm={() => outcome.kind === 'confirming' && upgrade.pay(outcome.choice)}
        onCancel={upgrade.dismiss}
      />
      <SuccessDialog
        opened={outcome.kind === 'success'}
        title={PAYMENT_MESSAGES.successTitle}
        message={PAYMENT_MESSAGES.success}
        closeLabel="Go to the homepage"
        onClose={() => void navigate('/dashboard')}
      />
      <ErrorDialog
        opened={outcome.kind === 'failed'}
        title={PAYMENT_MESSAGES.failedTitle}
        message={outcome.kind === 'failed' ? outcome.message : ''}
        onRetry={() => outcome.kind === 'failed' && upgrade.askToConfirm(outcome.choice)}
        onClose={upgrade.dismiss}
      />
      <ErrorDialog
        opened={outcome.kind === 'post-payment-failed'}
        title={PAYMENT_MESSAGES.postPaymentTitle}
        message={PAYMENT_MESSAGES.postPaymentFailed}
        detail={PAYMENT_MESSAGES.postPaymentRetry}
        onRetry={() => outcome.kind === 'post-payment-failed' && upgrade.askToConfirm(outcome.choice)}
        onClose={upgrade.dismiss}
      />
      <ErrorDialog
        opened={outcome.kind === 'handler-failed'}
        title={PAYMENT_MESSAGES.postPaymentTitle}
        message={PAYMENT_MESSAGES.handlerFailure}
        onClose={upgrade.dismiss}
      />
    </Stack>
  );
}
