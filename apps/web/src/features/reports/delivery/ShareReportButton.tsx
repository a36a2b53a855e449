import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import {
  canShareReports,
  DELIVERY_MESSAGES,
  isKnownPlanId,
  SESSION_DISPLAY_COOKIES,
  sharingNotInPlanMessage,
  type ReportKind,
} from '@medi/contracts';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../../store/api-error';
import { ErrorDialog } from '../../../components/ErrorDialog';
import { LoaderOverlay } from '../../../components/LoaderOverlay';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { useGetUserConfigQuery } from '../../dashboard/dashboard.api';
import { readDisplayCookie } from '../../../browser/display-cookies';
import { useLazyShareStatusQuery, useShareReportMutation } from './delivery.api';
import { pollUntil } from '../poll-until';
import { ShareReportForm, type ShareRecipient } from './ShareReportForm';

export const SHARE_LABELS: Record<ReportKind, string> = {
  summary: 'Share Summary Report',
  prescription: 'Share Prescription Report',
  comprehensive: 'Share Comprehensive Report',
  patient: 'E-mail Visit Summary to the Patient',
};

type ShareStep = 'closed' | 'not-in-plan' | 'form' | 'sending' | 'shared' | 'failed';

interface ShareReportButtonProps {
  reportId: string;
  kind: ReportKind;
  label?: string;
}

/**
 * Shares the report's latest saved version by e-mail (spec 02 sections 2, 6 and 8): the dialog asks for the
 * recipient, 'Sending Report..please wait' shows until the e-mail is sent, then the spec's success or failure
 * text. A plan without sharing sees why and the way to /pricing instead of the dialog.
 */
export function ShareReportButton({ reportId, kind, label = SHARE_LABELS[kind] }: ShareReportButtonProps) {
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? '';
  const { data: config } = useGetUserConfigQuery(userId, { skip: !userId });
  const [shareReport] = useShareReportMutation();
  const [shareStatus] = useLazyShareStatusQuery();
  const [step, setStep] = useState<ShareStep>('closed');
  const [refusal, setRefusal] = useState<string | null>(null);

  const planAllowsSharing = config ? isKnownPlanId(config.PlanID) && canShareReports(config.PlanID) : true;
  const open = () => setStep(planAllowsSharing ? 'form' : 'not-in-plan');
  const close = () => {
    setRefusal(null);
    setStep('closed');
  };

  const send = async (recipient: ShareRecipient) => {
    setStep('sending');
    try {
      const share = await shareReport({ reportId, kind, ...recipient }).unwrap();
      const done = await pollUntil(async () => {
        const status = await shareStatus(share.shareId).unwrap();
        return status.status === 'sending' ? undefined : status;
      });
      setStep(done?.status === 'sent' ? 'shared' : 'failed');
    } catch (error) {
      // A refusal the server explains (the plan, another doctor's report) is shown as it says it.
      setRefusal(serverMessageOf(error) ?? null);
      setStep('failed');
    }
  };

  return (
    <>
      <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={open}>
        {label}
      </Button>
      <Modal
        opened={step === 'form'}
        onClose={close}
        title="Share Report"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ShareReportForm submitting={false} onSubmit={(recipient) => void send(recipient)} onCancel={close} />
      </Modal>
      <Modal
        opened={step === 'not-in-plan'}
        onClose={close}
        title="Sharing is not in your plan"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>{sharingNotInPlanMessage(config?.currentPlanName ?? 'current')}</Text>
          <Anchor component={Link} to="/pricing">
            See plans and upgrade
          </Anchor>
        </Stack>
      </Modal>
      <LoaderOverlay visible={step === 'sending'} label={DELIVERY_MESSAGES.sending} fullScreen />
      <SuccessDialog
        opened={step === 'shared'}
        title="Report Shared"
        message={DELIVERY_MESSAGES.shared}
        onClose={close}
      />
      <ErrorDialog
        opened={step === 'failed'}
        title="Report Not Shared"
        message={refusal ?? DELIVERY_MESSAGES.shareFailed}
        onClose={close}
      />
    </>
  );
}
