import { Button, Group, Text } from '@mantine/core';
import { FEEDBACK_PROMPT_AFTER_REPORTS, REPORT_TEXTS, type GeneratedReportView } from '@medi/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FeedbackDialogs, type FeedbackStep } from '../feedback/SubmitFeedback';
import { GeneratedResultsPopup } from './GeneratedResultsPopup';
import {
  useGetGeneratedReportQuery,
  useLazyGetGeneratedReportQuery,
  useRequestReportMutation,
} from './reports.api';

/** How often the popup asks whether the report job has run. */
const POLL_MS = 400;

type Stage = 'idle' | 'confirm' | 'open';

interface GenerateResultsProps {
  sessionId: string | undefined;
  /** Why the button is disabled (missing patient fields, no reports left, recording); undefined when enabled. */
  disabledReason: string | undefined;
  notes: string[];
  prescriptions: string[];
  /** A new report was spent: the page refreshes the remaining count. */
  onGenerated(): void;
}

/**
 * Generate Results → 'Confirmation Required' → the `report` job → the popup. A failed generation closes the
 * popup silently (spec 02 section 8) and is logged; the 3rd completed report brings the feedback prompt.
 */
export function GenerateResults(props: GenerateResultsProps) {
  const { sessionId } = props;
  const [stage, setStage] = useState<Stage>('idle');
  const [waiting, setWaiting] = useState(false);
  const [feedback, setFeedback] = useState<FeedbackStep>('closed');
  const promptAfterClose = useRef(false);
  const [requestReport, { isLoading: requesting }] = useRequestReportMutation();
  const [fetchReport] = useLazyGetGeneratedReportQuery();
  // The saved version after each edit arrives here (the save answers with it).
  const { data: view } = useGetGeneratedReportQuery(sessionId ?? '', {
    skip: !sessionId || stage !== 'open' || waiting,
  });

  /** Asks for the report until its job has run: ready, or failed (then the popup closes silently). */
  async function settledReport(id: string): Promise<GeneratedReportView> {
    for (;;) {
      const current = await fetchReport(id).unwrap();
      if (current.status !== 'pending') return current;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async function generate() {
    if (!sessionId) return;
    setStage('open');
    setWaiting(true);
    try {
      const reply = await requestReport({
        sessionId,
        notes: props.notes,
        medlab: props.prescriptions,
      }).unwrap();
      const settled = await settledReport(sessionId);
      if (settled.status === 'failed') {
        console.error('Report generation failed for session', sessionId);
        setStage('idle');
        return;
      }
      if (reply.status === 'pending') {
        props.onGenerated();
        if (settled.completedReports === FEEDBACK_PROMPT_AFTER_REPORTS) promptAfterClose.current = true;
      }
    } catch (error) {
      console.error('Report generation could not be requested', error);
      setStage('idle');
    } finally {
      setWaiting(false);
    }
  }

  function closePopup() {
    setStage('idle');
    if (promptAfterClose.current) {
      promptAfterClose.current = false;
      setFeedback('confirm');
    }
  }

  return (
    <>
      <Button
        disabled={props.disabledReason !== undefined}
        loading={requesting}
        title={props.disabledReason}
        aria-describedby={props.disabledReason ? 'generate-reason' : undefined}
        onClick={() => setStage('confirm')}
      >
        Generate Results
      </Button>
      {props.disabledReason && (
        <Group>
          <Text size="xs" c="dimmed" id="generate-reason">
            {props.disabledReason}
          </Text>
        </Group>
      )}
      <ConfirmDialog
        opened={stage === 'confirm'}
        title={REPORT_TEXTS.confirmTitle}
        message={REPORT_TEXTS.confirmMessage}
        confirmLabel="Generate"
        onConfirm={() => void generate()}
        onCancel={() => setStage('idle')}
      />
      {sessionId && (
        <GeneratedResultsPopup
          opened={stage === 'open'}
          sessionId={sessionId}
          view={waiting ? undefined : view}
          onClose={closePopup}
        />
      )}
      <FeedbackDialogs
        step={feedback}
        onStepChange={setFeedback}
        prompt={REPORT_TEXTS.feedbackMessage}
        confirmLabel="Submit"
      />
    </>
  );
}
