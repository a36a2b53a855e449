import { Button, Modal } from '@mantine/core';
import { FEEDBACK_MESSAGES, SESSION_DISPLAY_COOKIES, type FeedbackRequest } from '@medi/contracts';
import { IconMessageStar } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorDialog } from '../../components/ErrorDialog';
import { LoaderOverlay } from '../../components/LoaderOverlay';
import { SuccessDialog } from '../../components/SuccessDialog';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useAddFeedbackMutation } from './feedback.api';
import { FeedbackForm } from './FeedbackForm';

export type FeedbackStep = 'closed' | 'confirm' | 'form' | 'succeeded' | 'failed';

const DEFAULT_PROMPT = 'Tell us what works for you and what we should improve. It takes less than a minute.';

/** The Submit Feedback button and its dialogs. */
export function SubmitFeedback() {
  const [step, setStep] = useState<FeedbackStep>('closed');
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessageStar size={18} aria-hidden />}
        onClick={() => setStep('confirm')}
      >
        Submit Feedback
      </Button>
      <FeedbackDialogs step={step} onStepChange={setStep} />
    </>
  );
}

/**
 * Spec 01 section 4, Feedback: the 'We Value Your Feedback!' confirmation, the popup, then the success dialog
 * or the failure dialog whose 'Try Again' sends the same feedback again. Opened by the button above, or by the
 * prompt after the third completed report (spec 02 section 4).
 */
export function FeedbackDialogs({
  step,
  onStepChange: setStep,
  prompt = DEFAULT_PROMPT,
  confirmLabel = 'Submit Feedback',
}: {
  step: FeedbackStep;
  onStepChange(step: FeedbackStep): void;
  prompt?: string;
  confirmLabel?: string;
}) {
  const [pendingFeedback, setPendingFeedback] = useState<FeedbackRequest | null>(null);
  const [addFeedback, { isLoading }] = useAddFeedbackMutation();

  const send = async (feedback: FeedbackRequest) => {
    setPendingFeedback(feedback);
    try {
      const reply = await addFeedback({
        ...feedback,
        userId: readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? undefined,
      }).unwrap();
      setStep(reply.success ? 'succeeded' : 'failed');
    } catch (error) {
      console.error('Feedback submission failed', error);
      setStep('failed');
    }
  };

  const close = () => {
    setPendingFeedback(null);
    setStep('closed');
  };

  return (
    <>
      <ConfirmDialog
        opened={step === 'confirm'}
        title={FEEDBACK_MESSAGES.confirmTitle}
        message={prompt}
        confirmLabel={confirmLabel}
        cancelLabel="Maybe Later"
        onConfirm={() => setStep('form')}
        onCancel={close}
      />
      <Modal
        opened={step === 'form'}
        onClose={close}
        title="Share Your Feedback"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <FeedbackForm submitting={isLoading} onSubmit={(feedback) => void send(feedback)} onCancel={close} />
      </Modal>
      <SuccessDialog
        opened={step === 'succeeded'}
        title={FEEDBACK_MESSAGES.successTitle}
        message={FEEDBACK_MESSAGES.successBody}
        onClose={close}
      />
      <ErrorDialog
        opened={step === 'failed'}
        title={FEEDBACK_MESSAGES.failureTitle}
        message={FEEDBACK_MESSAGES.failureBody}
        retryLabel="Try Again"
        onRetry={pendingFeedback ? () => void send(pendingFeedback) : undefined}
        onClose={close}
      />
      <LoaderOverlay visible={isLoading && step === 'failed'} label="Submitting..." fullScreen />
    </>
  );
}
