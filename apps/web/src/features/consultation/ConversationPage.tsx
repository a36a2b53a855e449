import { Alert, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONSULTATION_HISTORY_TEXTS,
  CONSULTATION_TEXTS,
  PATIENT_CONSENT_TEXT,
  REPORT_TEXTS,
  SESSION_DISPLAY_COOKIES,
  SPEECH_MESSAGES,
  patientAgeLabel,
  isoDateOf,
} from '@medi/contracts';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MessageDialog } from '../../components/MessageDialog';
import { useGetUserConfigQuery } from '../dashboard/dashboard.api';
import { LanguageSelector, useConsultationLanguage } from '../language/index';
import { useLazyGetConsultationQuery } from '../consultations/consultations.api';
import { GenerateResults } from '../reports/index';
import { readDisplayCookie } from '../../browser/display-cookies';
import { useLazyGetSettingsStatusQuery } from '../settings/settings.api';
import {
  consultationActions,
  hasConsultationData,
  selectConsultation,
  type ListName,
} from './consultation.slice';
import classes from './ConversationPage.module.css';
import { ConversationPanel } from './ConversationPanel';
import { DiagnosisPanel } from './DiagnosisPanel';
import { ItemListTab } from './ItemListTab';
// Registers the listener that carries a start request out (microphone, session, transcription socket).
import './live-transcription';
import { RecordingTime } from './RecordingTime';
import { forgetLiveConsultation, rememberedLiveConsultation } from './live-consultation-memory';
import { useLeaveGuard } from './useLeaveGuard';
import { EMPTY_PATIENT, PatientDetailsForm, patientProblems, type PatientFields } from './PatientDetailsForm';

/** The 'session will end soon' banner's life and the session-ended toast's (spec 02 section 9). */
const END_SOON_BANNER_MS = 10_000;
const TOAST_MS = 5_000;
/** Mantine's modal closing transition, after which it has handed focus back (or dropped it). */
const DIALOG_CLOSE_MS = 250;
const ALL_TOUCHED = { PatientId: true, PatientName: true, Gender: true, DoB: true } as const;

const ITEM_LISTS = [
  { list: 'notes', label: 'Notes' },
  { list: 'prescriptions', label: 'Prescription' },
] as const;

type Dialog = 'consent' | 'settings' | 'stop' | 'clear' | undefined;

/** /conversation: the live consultation (spec 02 sections 2 and 4). */
export function ConversationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? '';
  const [language] = useConsultationLanguage();
  const consultation = useAppSelector(selectConsultation);
  const { data: userConfig, refetch: refetchUserConfig } = useGetUserConfigQuery(userId, { skip: !userId });
  const [checkSettings] = useLazyGetSettingsStatusQuery();
  const [patient, setPatient] = useState<PatientFields>(EMPTY_PATIENT);
  const [touched, setTouched] = useState<Partial<Record<keyof PatientFields, boolean>>>({});
  const [dialog, setDialog] = useState<Dialog>();
  const [itemList, setItemList] = useState<ListName>('notes');
  /** The settings check before the start (the microphone and the session follow in the listener). */
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [getConsultation] = useLazyGetConsultationQuery();
  /** The consultation this tab was recording before a reload, while the doctor has not said what to do with it. */
  const [resumable, setResumable] = useState<{ sessionId: string; patientName: string; language: string }>();
  /** The notes and prescription items as last sent with a report request (saved with the session then). */
  const [savedInputs, setSavedInputs] = useState<string>();

  // Entry gate: no hours or no reports left on entry goes to the plans.
  const gateChecked = useRef(false);
  useEffect(() => {
    if (!userConfig || gateChecked.current) return;
    gateChecked.current = true;
    if (userConfig.availableHours <= 0 || userConfig.transcriptions <= 0)
      void navigate('/pricing', { replace: true });
  }, [userConfig, navigate]);

  useEffect(() => {
    if (!consultation.expiryBannerVisible) return undefined;
    const timer = setTimeout(() => dispatch(consultationActions.hideExpiryBanner()), END_SOON_BANNER_MS);
    return () => clearTimeout(timer);
  }, [consultation.expiryBannerVisible, dispatch]);

  useEffect(() => {
    if (!consultation.endedNoticeVisible) return;
    notifications.show({
      message: CONSULTATION_TEXTS.sessionEnded,
      autoClose: TOAST_MS,
      color: 'teal',
      closeButtonProps: { 'aria-label': 'Close' },
    });
    dispatch(consultationActions.hideEndedNotice());
  }, [consultation.endedNoticeVisible, dispatch]);

  // After a reload during a live consultation: offer to continue it while the server still has it live.
  useEffect(() => {
    const sessionId = rememberedLiveConsultation();
    if (!sessionId || consultation.sessionId) return;
    getConsultation(sessionId)
      .unwrap()
      .then((found) => {
        if (found.status !== 'active' && found.status !== 'paused') return forgetLiveConsultation();
        setResumable({ sessionId, patientName: found.patient?.name ?? '', language: found.language });
        if (found.patient)
          setPatient({
            PatientId: found.patient.patientCode,
            PatientName: found.patient.name,
            Gender: found.patient.gender,
            DoB: found.patient.dob,
          });
      })
      .catch(() => forgetLiveConsultation());
    // Once, on arrival: a consultation started on this page is not one to continue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { phase, stopping } = consultation;
  const starting = checking || phase === 'starting';
  const live =
    phase === 'connecting' || phase === 'recording' || phase === 'paused' || phase === 'reconnecting';
  const inputs = JSON.stringify([consultation.notes, consultation.prescriptions]);
  const unsaved =
    live ||
    ((phase === 'idle' || phase === 'starting') && Object.values(patient).some((value) => value !== '')) ||
    ((consultation.notes.length > 0 || consultation.prescriptions.length > 0) && inputs !== savedInputs);
  const { blocker, leaveOnPurpose } = useLeaveGuard(unsaved);

  // Start, Pause, Resume and Stop replace each other (and a closing dialog returns focus to a button that is gone or
  // disabled): focus moves to the control the doctor needs next instead of falling to the page body.
  const controls = useRef<HTMLDivElement>(null);
  const afterStop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Focus elsewhere on the page (a note being typed) stays; focus on the controls moves to the one shown first.
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || !focused.isConnected;
      if (!lost && !controls.current?.contains(focused)) return;
      // Once stopped, the next step is the last action at the bottom: Generate Results when it can be pressed.
      const next =
        controls.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ??
        [...(afterStop.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])].pop();
      next?.focus();
    }, DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, stopping, dialog]);

  function continueConsultation() {
    if (!resumable) return;
    setResumable(undefined);
    dispatch(
      consultationActions.startRequested({
        sessionId: resumable.sessionId,
        userId,
        language: resumable.language,
      }),
    );
  }

  function discardConsultation() {
    setResumable(undefined);
    setPatient(EMPTY_PATIENT);
    forgetLiveConsultation();
  }

  function leave() {
    if (live) dispatch(consultationActions.stopRequested());
    blocker.proceed?.();
  }
  const patientValid = Object.keys(patientProblems(patient)).length === 0;
  const reportsLeft = (userConfig?.transcriptions ?? 0) > 0;

  function requestStart() {
    setTouched(ALL_TOUCHED);
    setProblem(undefined);
    if (patientValid) setDialog('consent');
  }

  async function startAfterConsent() {
    setDialog(undefined);
    setChecking(true);
    const settings = await checkSettings(userId)
      .unwrap()
      .catch(() => undefined);
    setChecking(false);
    if (!settings?.isSettingsUpdated) {
      setDialog('settings');
      return;
    }
    // One request, one outcome: the listener opens the microphone, then the session; a refusal comes back as the
    // consultation's error.
    dispatch(
      consultationActions.startRequested({
        userId,
        language,
        consentText: PATIENT_CONSENT_TEXT,
        patient: {
          ...patient,
          Age: patientAgeLabel(patient.DoB, isoDateOf(new Date())),
          MrnNumber: '',
          PatientConsent: true,
          UserId: userId,
        },
      }),
    );
  }

  function clearSession() {
    setDialog(undefined);
    try {
      if (live) dispatch(consultationActions.stopRequested());
      dispatch(consultationActions.cleared());
      leaveOnPurpose();
      window.location.reload();
    } catch {
      setProblem(live ? CONSULTATION_TEXTS.clearFailed : CONSULTATION_TEXTS.clearIncomplete);
    }
  }

  const generateReason = !patientValid
    ? 'Fill in the patient details to generate results.'
    : !reportsLeft
      ? REPORT_TEXTS.noReportsLeft
      : !consultation.sessionId
        ? 'Record the consultation first.'
        : live
          ? 'Stop the session to generate results.'
          : undefined;

  return (
    <Stack gap="md">
      <PageBreadcrumbs current="Consultation" />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Consultation
        </Title>
        <LanguageSelector />
      </Group>
      <Text size="sm" c="dimmed">
        {consultation.recognizer ? `Recognizer in use: ${consultation.recognizer}. ` : ''}
        {SPEECH_MESSAGES.recognizerNote}
      </Text>

      {resumable && (
        <Alert color="blue" title={CONSULTATION_HISTORY_TEXTS.resumeTitle} role="alert">
          <Stack gap="sm">
            <Text size="sm">{CONSULTATION_HISTORY_TEXTS.resumeMessage(resumable.patientName)}</Text>
            <Group gap="sm">
              <Button onClick={continueConsultation}>Continue</Button>
              <Button variant="default" onClick={discardConsultation}>
                Not now
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {(consultation.expiryBannerVisible || phase === 'reconnecting') && (
        // Held under the header while the page scrolls: on a phone the doctor watches the bubbles, below the patient
        // form, where a notice at the top of the page was off screen.
        <Stack gap="xs" className={classes.liveNotices}>
          {consultation.expiryBannerVisible && (
            <Alert color="orange" title={CONSULTATION_TEXTS.endSoon} role="alert">
              {CONSULTATION_TEXTS.endSoonMessage(
                consultation.recordingClock
                  ? consultation.recordingClock.limitSeconds - consultation.recordingClock.recordedSeconds
                  : 60,
              )}
            </Alert>
          )}
          {phase === 'reconnecting' && (
            <Alert color="yellow" role="status">
              {CONSULTATION_TEXTS.reconnecting}
            </Alert>
          )}
        </Stack>
      )}
      {(problem ?? consultation.error) && (
        <Alert color="red" role="alert">
          {problem ?? consultation.error}
        </Alert>
      )}

      <PatientDetailsForm
        value={patient}
        onChange={setPatient}
        touched={touched}
        onTouch={(field) => setTouched((current) => ({ ...current, [field]: true }))}
        disabled={live || starting || phase === 'stopped'}
      />

      <Group gap="sm" wrap="wrap" ref={controls}>
        {/* While a consultation from before a reload waits for Continue or Not now, no second one starts. */}
        {!live && phase !== 'stopped' && !resumable && (
          <Button
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            loading={starting}
            onClick={requestStart}
          >
            Start Session
          </Button>
        )}
        {phase === 'recording' && !stopping && (
          <Button
            variant="light"
            leftSection={<IconPlayerPause size={18} aria-hidden />}
            onClick={() => dispatch(consultationActions.pauseRequested())}
          >
            Pause
          </Button>
        )}
        {phase === 'paused' && !stopping && (
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => dispatch(consultationActions.resumeRequested())}
          >
            Resume
          </Button>
        )}
        {live && (
          <Button
            color="red"
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            disabled={stopping}
            onClick={() => setDialog('stop')}
          >
            {stopping ? CONSULTATION_TEXTS.stopping : 'Stop'}
          </Button>
        )}
        <RecordingTime />
        {stopping && (
          <Text size="sm" c="dimmed" role="status">
            {CONSULTATION_TEXTS.stoppingNotice}
          </Text>
        )}
        {consultation.recognizerBehindSeconds !== undefined && (
          <Text size="sm" c="red.9" role="status">
            {CONSULTATION_TEXTS.recognizerBehind(consultation.recognizerBehindSeconds)}
          </Text>
        )}
      </Group>

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ConversationPanel />
            {/* Two plain buttons, not ARIA tabs: each is its own Tab stop (doctors did not find the arrow keys). */}
            <div>
              <Group gap="xs" role="group" aria-label="Notes and prescription">
                {ITEM_LISTS.map(({ list, label }) => (
                  <Button
                    key={list}
                    variant={itemList === list ? 'light' : 'subtle'}
                    aria-pressed={itemList === list}
                    onClick={() => setItemList(list)}
                  >
                    Add {label}
                  </Button>
                ))}
              </Group>
              <Box pt="sm">
                {itemList === 'notes' ? (
                  <ItemListTab list="notes" label="Notes" />
                ) : (
                  <ItemListTab list="prescriptions" label="Prescription" disabled={live} />
                )}
              </Box>
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DiagnosisPanel sessionsCount={userConfig?.userSessionsCount} />
        </Grid.Col>
      </Grid>

      <Group gap="sm" wrap="wrap" ref={afterStop}>
        <Button
          variant="default"
          disabled={!hasConsultationData(consultation)}
          onClick={() => setDialog('clear')}
        >
          Clear
        </Button>
        <GenerateResults
          sessionId={consultation.sessionId}
          disabledReason={generateReason}
          notes={consultation.notes}
          prescriptions={consultation.prescriptions}
          onGenerated={() => {
            setSavedInputs(inputs);
            void refetchUserConfig();
          }}
        />
      </Group>

      <ConfirmDialog
        opened={dialog === 'consent'}
        title={CONSULTATION_TEXTS.consentTitle}
        message={PATIENT_CONSENT_TEXT}
        confirmLabel="Confirm"
        onConfirm={() => void startAfterConsent()}
        onCancel={() => setDialog(undefined)}
      />
      <MessageDialog
        opened={dialog === 'settings'}
        title={CONSULTATION_TEXTS.settingsIncompleteTitle}
        message={CONSULTATION_TEXTS.settingsIncompleteMessage}
        onClose={() => setDialog(undefined)}
        actions={
          <Button
            data-autofocus
            onClick={() => {
              // The doctor chose to leave for Settings (spec 02's gate): no second question.
              leaveOnPurpose();
              void navigate('/settings');
            }}
          >
            Update Settings
          </Button>
        }
      />
      <ConfirmDialog
        opened={dialog === 'stop'}
        title={CONSULTATION_TEXTS.stopTitle}
        message={CONSULTATION_TEXTS.stopMessage}
        confirmLabel="Stop"
        destructive
        onConfirm={() => {
          setDialog(undefined);
          dispatch(consultationActions.stopRequested());
        }}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={CONSULTATION_HISTORY_TEXTS.leaveTitle}
        message={CONSULTATION_HISTORY_TEXTS.leaveMessage}
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={leave}
        onCancel={() => blocker.reset?.()}
      />
      <ConfirmDialog
        opened={dialog === 'clear'}
        title={CONSULTATION_TEXTS.clearTitle}
        message={CONSULTATION_TEXTS.clearMessage}
        confirmLabel="Clear"
        destructive
        onConfirm={clearSession}
        onCancel={() => setDialog(undefined)}
      />
    </Stack>
  );
}
