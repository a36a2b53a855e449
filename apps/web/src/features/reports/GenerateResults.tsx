import { Button, Group, Text } from '@mantine/core';
import { FEEDBACK_PROMPT_AFTER_REPORTS, REPORT_TEXTS, type GeneratedReportView } from '@medi/contracts';
import { useRef, useState } from 'react';
import { serverMessageOf } from '../../store/api-error';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorDialog } from '../../components/ErrorDialog';
import { FeedbackDialogs, type FeedbackStep } from '../feedback/SubmitFeedback';
import { GeneratedResultsPopup } from './GeneratedResultsPopup';
import { pollUntil } from './poll-until';
import {
  useGetGeneratedReportQuery,
  useLazyGetGeneratedReportQuery,
  useRequestReportMutation,
} from './reports.api';

/** How often the popup asks whether the report job has run, and how long before it says the job is slow. */
const POLL_MS = 400;
const REPORT_POLL_TIMEOUT_MS = 180_000;
/**
 * The job outlives a restart of the report service (it is queued): while the service does not answer, the popup
 * keeps asking this long before it says what happened.
 */
const POLL_THROUGH_OUTAGE_MS = 30_000;

type Stage = 'idle' | 'confirm' | 'open' | 'failed';

/** The gateway could not reach the service (5xx, 503 while it restarts) or the network failed. */
function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' ? error.status >= 500 : true;
}

interface GenerateResultsProps {
  sessionId: string | undefined;
  /** Why the button is disabled (missing patient fields, no reports left, recording); undefined when enabled. */
  disabledReason: string | undefined;
  notes: string[];
  prescriptions: string[];
  /** A new report was spent: the page refreshes the remaining count. */
  onGenerated(): void;
  /** The popup or the failure dialog closed. */
  onClosed?(): void;
}

/**
 * Generate Results → 'Confirmation Required' → the `report` job → the popup. A generation that fails (the report
 * service unreachable, or its job failed) closes the popup and says what happened, with Try Again: nothing was
 * spent. The 3rd completed report brings the feedback prompt.
 */
export function GenerateResults(props: GenerateResultsProps) {
  const { sessionId } = props;
  const [stage, setStage] = useState<Stage>('idle');
  const [waiting, setWaiting] = useState(false);
  const [feedback, setFeedback] = useState<FeedbackStep>('closed');
  const [failure, setFailure] = useState<{ message: string; retry: boolean }>();
  const promptAfterClose = useRef(false);
  /** The feedback prompt follows the popup: it takes focus, not Generate Results. */
  const feedbackPending = useRef(false);
  const generateButton = useRef<HTMLButtonElement>(null);
  const [requestReport, { isLoading: requesting }] = useRequestReportMutation();
  const [fetchReport] = useLazyGetGeneratedReportQuery();
  // The saved version after each edit arrives here (the save answers with it).
  const { data: view } = useGetGeneratedReportQuery(sessionId ?? '', {
    skip: !sessionId || stage !== 'open' || waiting,
  });

  /**
   * Asks for the report until its job has run (ready or failed), through a restart of the report service of up to
   * POLL_THROUGH_OUTAGE_MS; undefined once REPORT_POLL_TIMEOUT_MS have passed.
   */
  async function settledReport(id: string): Promise<GeneratedReportView | undefined> {
    let unreachableSince: number | undefined;
    return pollUntil(
      async () => {
        try {
          const current = await fetchReport(id).unwrap();
          unreachableSince = undefined;
          return current.status === 'pending' ? undefined : current;
        } catch (error) {
          unreachableSince ??= Date.now();
          if (!isUnreachable(error) || Date.now() - unreachableSince > POLL_THROUGH_OUTAGE_MS) throw error;
          return undefined;
        }
      },
      POLL_MS,
      REPORT_POLL_TIMEOUT_MS,
    );
  }

  /** The popup closes and a dialog says what happened; a report is only ever spent once it exists. */
  function fail(message: string, retry: boolean) {
    setFailure({ message, retry });
    setStage('failed');
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
      if (!settled) {
        fail(REPORT_TEXTS.generationSlow, true);
        return;
      }
      if (settled.status === 'failed') {
        console.error('Report generation failed for session', sessionId);
        fail(REPORT_TEXTS.generationFailed, true);
        return;
      }
      if (reply.status === 'pending') {
        props.onGenerated();
        if (settled.completedReports === FEEDBACK_PROMPT_AFTER_REPORTS) promptAfterClose.current = true;
      }
    } catch (error) {
      console.error('Report generation could not be requested', error);
      if (isUnreachable(error)) fail(REPORT_TEXTS.serviceUnreachable, true);
      else fail(serverMessageOf(error) ?? REPORT_TEXTS.generationFailed, false);
    } finally {
      setWaiting(false);
    }
  }

  function closePopup() {
    setStage('idle');
    props.onClosed?.();
    feedbackPending.current = promptAfterClose.current;
    if (promptAfterClose.current) {
      promptAfterClose.current = false;
      setFeedback('confirm');
    }
  }

  return (
    <>
      <Button
        ref={generateButton}
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
          onClosed={() => {
            // The popup was opened from the confirmation's Generate, which is gone: back to Generate Results.
            if (!feedbackPending.current) generateButton.current?.focus();
          }}
        />
      )}
      <ErrorDialog
        opened={stage === 'failed'}
        title={REPORT_TEXTS.generationFailedTitle}
        message={failure?.message ?? ''}
        onRetry={failure?.retry ? () => void generate() : undefined}
        onClose={() => {
          setStage('idle');
          props.onClosed?.();
        }}
      />
      <FeedbackDialogs
        step={feedback}
        onStepChange={setFeedback}
        prompt={REPORT_TEXTS.feedbackMessage}
        confirmLabel="Submit"
      />
    </>
  );
}
