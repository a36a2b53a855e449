import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  AUDIT_TEXTS,
  CONSULTATION_HISTORY_TEXTS,
  REPORT_TEXTS,
  SESSION_DISPLAY_COOKIES,
  reportStatusLabel,
  type ConsultationDetail,
  type GeneratedReportView,
} from '@medi/contracts';
import { IconListSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { serverMessageOf } from '../../store/api-error';
import { readDisplayCookie } from '../../browser/display-cookies';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../components/toast';
import { useGetUserConfigQuery } from '../dashboard/dashboard.api';
import {
  GenerateResults,
  ReadyReport,
  useGetGeneratedReportQuery,
  useSaveReportMutation,
} from '../reports/index';
import { ConsultationFacts } from './ConsultationFacts';
import { startedAtLabel } from './consultation-format';
import {
  useDeleteConsultationMutation,
  useGetConsultationQuery,
  useGetReportVersionQuery,
} from './consultations.api';
import { LoadingStatus } from '../../components/LoadingStatus';

const TOAST_MS = 5_000;

/** /consultations/:sessionId: a past consultation reopened, its report versions editable as after the consultation. */
export function ConsultationPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const { data: consultation, isLoading, isError, refetch } = useGetConsultationQuery(sessionId);
  const [deleteConsultation, { isLoading: deleting }] = useDeleteConsultationMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function erase() {
    setConfirmingDelete(false);
    try {
      await deleteConsultation(sessionId).unwrap();
      showToast(CONSULTATION_HISTORY_TEXTS.deleted, 'success', TOAST_MS);
      void navigate('/consultations', { replace: true });
    } catch (error) {
      showToast(serverMessageOf(error) ?? CONSULTATION_HISTORY_TEXTS.deleteFailed, 'error', TOAST_MS);
    }
  }

  if (isLoading) return <LoadingStatus />;
  if (isError || !consultation)
    return (
      <Alert color="red" role="alert" title="Consultation not found">
        This consultation does not exist or was deleted.{' '}
        <Anchor component={Link} to="/consultations">
          Back to the consultations
        </Anchor>
      </Alert>
    );

  const name = consultation.patient?.name ?? 'Unnamed patient';
  const live = consultation.status === 'active' || consultation.status === 'paused';
  return (
    <Stack gap="md">
      <PageBreadcrumbs
        current={name}
        via={[{ label: CONSULTATION_HISTORY_TEXTS.listTitle, to: '/consultations' }]}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {name}
          </Title>
          <ConsultationFacts
            patientCode={consultation.patient?.patientCode}
            startedAt={consultation.startedAt}
            recordedSeconds={consultation.recordedSeconds}
            language={consultation.language}
          />
          <Text size="sm" c="gray.7">
            Report: {reportStatusLabel(consultation.report)}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={`/audit-trail?consultation=${consultation.sessionId}`}
            leftSection={<IconListSearch size={16} aria-hidden />}
          >
            {AUDIT_TEXTS.openTrail}
          </Button>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deleting}
            disabled={live}
            title={live ? CONSULTATION_HISTORY_TEXTS.deleteWhileLive : undefined}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete consultation
          </Button>
        </Group>
      </Group>
      {live && (
        <Alert color="yellow" role="status">
          This consultation is still in progress.{' '}
          <Anchor component={Link} to="/conversation">
            Continue it on the consultation page
          </Anchor>
          .
        </Alert>
      )}

      <TranscriptView consultation={consultation} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ItemList title="Notes" items={consultation.notes} />
        <ItemList title="Prescription" items={consultation.prescriptions} />
      </SimpleGrid>

      <ReportSection consultation={consultation} live={live} onChanged={() => void refetch()} />

      <ConfirmDialog
        opened={confirmingDelete}
        title={CONSULTATION_HISTORY_TEXTS.deleteTitle}
        message={CONSULTATION_HISTORY_TEXTS.deleteMessage}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void erase()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}

function TranscriptView({ consultation }: { consultation: ConsultationDetail }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="transcript-heading">
      <Title order={2} fz="md" mb="xs" id="transcript-heading">
        Conversation
      </Title>
      {consultation.transcript.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was transcribed in this consultation.
        </Text>
      ) : (
        <Stack
          gap={6}
          role="log"
          aria-label="Conversation transcript"
          mah={360}
          style={{ overflowY: 'auto' }}
        >
          {consultation.transcript.map((line, index) => (
            <Text key={index} size="sm">
              <Text span fw={600} c="gray.7">
                {line.Sender}:
              </Text>{' '}
              {line.Text}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ItemList({ title, items }: { title: string; items: string[] }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section">
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None saved.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function ReportSection(props: { consultation: ConsultationDetail; live: boolean; onChanged(): void }) {
  const { consultation, live, onChanged } = props;
  const userId = readDisplayCookie(SESSION_DISPLAY_COOKIES.userId) ?? '';
  const { data: userConfig, refetch: refetchUserConfig } = useGetUserConfigQuery(userId, { skip: !userId });
  const latest = consultation.reportVersions.at(-1)?.version;
  const [chosen, setChosen] = useState<number>();
  const shown = chosen !== undefined && chosen !== latest ? chosen : undefined;
  // Generate Results stays until its popup closes: the versions that appear meanwhile must not unmount it.
  const [generating, setGenerating] = useState(latest === undefined);

  if (latest === undefined || generating) {
    const disabledReason = live
      ? 'Stop the session to generate results.'
      : (userConfig?.transcriptions ?? 0) <= 0
        ? REPORT_TEXTS.noReportsLeft
        : undefined;
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="report-heading">
        <Title order={2} fz="md" mb="xs" id="report-heading">
          Report
        </Title>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {consultation.report.state === 'generating'
              ? REPORT_TEXTS.generating
              : CONSULTATION_HISTORY_TEXTS.noReportYet}
          </Text>
          <GenerateResults
            sessionId={consultation.sessionId}
            disabledReason={disabledReason}
            notes={consultation.notes}
            prescriptions={consultation.prescriptions}
            onGenerated={() => void refetchUserConfig()}
            onClosed={() => {
              setGenerating(false);
              onChanged();
            }}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="report-heading">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="md" id="report-heading">
          Report
        </Title>
        <Select
          label="Version"
          w={{ base: '100%', sm: 340 }}
          allowDeselect={false}
          value={String(shown ?? latest)}
          data={consultation.reportVersions
            .map((version) => ({
              value: String(version.version),
              label: `Version ${version.version}${version.version === latest ? ' (latest)' : ''} · ${startedAtLabel(version.savedAt)}`,
            }))
            .reverse()}
          onChange={(value) => setChosen(value ? Number(value) : undefined)}
        />
      </Group>
      {shown === undefined ? (
        <LatestVersion sessionId={consultation.sessionId} />
      ) : (
        <PastVersion
          sessionId={consultation.sessionId}
          version={shown}
          latest={latest}
          onSaved={() => setChosen(undefined)}
        />
      )}
    </Paper>
  );
}

function LatestVersion({ sessionId }: { sessionId: string }) {
  const { data: view } = useGetGeneratedReportQuery(sessionId);
  return <VersionView sessionId={sessionId} view={view} />;
}

/** A past version: viewed and edited like the latest; any save (or the restore button) makes it the latest. */
function PastVersion(props: { sessionId: string; version: number; latest: number; onSaved(): void }) {
  const { sessionId, version, latest, onSaved } = props;
  const { data: view } = useGetReportVersionQuery({ sessionId, version });
  const [saveReport, { isLoading: saving }] = useSaveReportMutation();
  const [problem, setProblem] = useState<string>();

  async function restore(past: GeneratedReportView) {
    if (!past.data || !past.review) return;
    try {
      await saveReport({ sessionId, data: past.data, review: past.review }).unwrap();
      onSaved();
    } catch {
      setProblem('The report could not be saved. Please try again.');
    }
  }

  return (
    <Stack gap="sm">
      <Alert color="blue" role="status">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{CONSULTATION_HISTORY_TEXTS.olderVersion(version, latest)}</Text>
          <Button size="xs" loading={saving} disabled={!view} onClick={() => view && void restore(view)}>
            {CONSULTATION_HISTORY_TEXTS.restoreVersion}
          </Button>
        </Group>
      </Alert>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <VersionView sessionId={sessionId} view={view} deliverable={false} onSaved={onSaved} />
    </Stack>
  );
}

function VersionView(props: {
  sessionId: string;
  view: GeneratedReportView | undefined;
  deliverable?: boolean;
  onSaved?(): void;
}) {
  const { view } = props;
  if (!view?.data || !view.review) return <LoadingStatus>Loading the report…</LoadingStatus>;
  return (
    <ReadyReport
      key={view.version}
      sessionId={props.sessionId}
      view={view}
      data={view.data}
      review={view.review}
      deliverable={props.deliverable}
      onSaved={props.onSaved}
    />
  );
}
