import { Alert, Box, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  REPORT_TEXTS,
  PATIENT_SUMMARY_TEXTS,
  SUMMARY_SECTIONS,
  type SummaryField,
  type GeneratedReportView,
  type Medication,
  type ReportData,
  type ReportItemCheck,
  type ReportKind,
  type ReportReview,
} from '@medi/contracts';
import { ReportPreview } from '@medi/report-template';
import { useState } from 'react';
import { useDomainName } from '../config/useGlobalConfig';
import { CheckedItems } from './CheckedItems';
import { FhirDownloadButton, ReportDownloadButton, ShareReportButton } from './delivery/index';
import { MedicationEditor } from './MedicationEditor';
import { PatientDetailsEditor } from './PatientDetailsEditor';
import { decide, itemIndex, medicationLabel, withMedication, withoutItem } from './report-edits';
import { useSaveReportMutation } from './reports.api';
import { SectionEditor } from './SectionEditor';
import { LoadingStatus } from '../../components/LoadingStatus';

interface GeneratedResultsPopupProps {
  opened: boolean;
  sessionId: string;
  /** Undefined while the job runs. */
  view: GeneratedReportView | undefined;
  onClose(): void;
  /** The popup is gone from the screen: where keyboard focus goes next. */
  onClosed?(): void;
}

/** The Generated Results popup (spec 02 section 2): both previews, the checked items and each section's edit. */
export function GeneratedResultsPopup({
  opened,
  sessionId,
  view,
  onClose,
  onClosed,
}: GeneratedResultsPopupProps) {
  const narrow = useMediaQuery('(max-width: 420px)');
  const ready = view?.status === 'ready' && view.data && view.review ? view : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={REPORT_TEXTS.popupTitle}
      size="min(1100px, 96vw)"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
      onExitTransitionEnd={onClosed}
    >
      {ready?.data && ready.review ? (
        <ReadyReport sessionId={sessionId} view={ready} data={ready.data} review={ready.review} />
      ) : (
        <LoadingStatus p="lg">{REPORT_TEXTS.generating}</LoadingStatus>
      )}
    </Modal>
  );
}

/**
 * A saved version with its checked items and each section's edit; every save is the next version. Download and
 * Share print the latest version, so a past version (deliverable false) shows neither.
 */
export function ReadyReport(props: {
  sessionId: string;
  view: GeneratedReportView;
  data: ReportData;
  review: ReportReview;
  deliverable?: boolean;
  onSaved?(): void;
}) {
  const { sessionId, view, data, review, deliverable = true, onSaved } = props;
  const domainName = useDomainName();
  const [saveReport, { isLoading: saving }] = useSaveReportMutation();
  const [problem, setProblem] = useState<string>();
  const [editingSection, setEditingSection] = useState<SummaryField>();
  const [editingMedication, setEditingMedication] = useState<ReportItemCheck>();

  async function save(nextData: ReportData, nextReview: ReportReview = review): Promise<boolean> {
    setProblem(undefined);
    try {
      await saveReport({ sessionId, data: nextData, review: nextReview }).unwrap();
      onSaved?.();
      return true;
    } catch (error) {
      console.error('Saving the report failed', error);
      setProblem('The report could not be saved. Please try again.');
      return false;
    }
  }

  function editItem(item: ReportItemCheck) {
    if (item.kind === 'medication') setEditingMedication(item);
    else if (item.kind === 'test') setEditingSection('treatmentPlan');
    else setEditingSection('cheifComplaint');
  }

  function saveMedication(item: ReportItemCheck, medication: Medication) {
    void save(
      withMedication(data, itemIndex(item), medication),
      decide(review, item, 'edited', medicationLabel(medication)),
    ).then((saved) => saved && setEditingMedication(undefined));
  }

  const year = new Date().getFullYear();
  return (
    <Stack gap="md">
      {review.draftSource === 'extractive' && (
        <Alert color="blue" title="Draft from the consultation's words">
          {REPORT_TEXTS.extractiveDraft}
        </Alert>
      )}
      {!view.resolved && (
        <Alert color="orange" role="alert">
          {REPORT_TEXTS.flagsOpen}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Version {view.version}
        </Text>
        {deliverable && <DeliveryActions view={view} kind="comprehensive" />}
      </Group>

      <CheckedItems
        items={review.items}
        busy={saving}
        onKeep={(item) => void save(data, decide(review, item, 'kept'))}
        onEdit={editItem}
        onRemove={(item) => void save(withoutItem(data, item), decide(review, item, 'removed'))}
      />
      {editingMedication && (
        <MedicationEditor
          key={editingMedication.id}
          value={data.reports.prescriptions.Medications[itemIndex(editingMedication)]}
          busy={saving}
          onSave={(medication) => saveMedication(editingMedication, medication)}
          onCancel={() => setEditingMedication(undefined)}
        />
      )}

      <PatientDetailsEditor
        value={data.patientInfo}
        busy={saving}
        onSave={(patientInfo) => save({ ...data, patientInfo })}
      />
      {SUMMARY_SECTIONS.map((section) => (
        <SectionEditor
          key={`${section.field}-${view.version}`}
          title={section.title}
          value={data.reports.summary[section.field]}
          busy={saving}
          editing={editingSection === section.field ? true : undefined}
          onEditingChange={(editing) => setEditingSection(editing ? section.field : undefined)}
          onSave={(text) =>
            save({
              ...data,
              reports: { ...data.reports, summary: { ...data.reports.summary, [section.field]: text } },
            })
          }
        />
      ))}

      {PREVIEWS.map(({ kind, title }) => (
        <Paper key={kind} withBorder radius="md" p="xs">
          <Group justify="space-between" mb="xs" wrap="wrap">
            <Title order={3} fz="md">
              {title}
            </Title>
            {deliverable && <DeliveryActions view={view} kind={kind} />}
          </Group>
          <Box style={{ overflowX: 'auto' }} data-testid={`${kind}-preview`}>
            <Box miw={640}>
              <ReportPreview report={data} kind={kind} productName={domainName} copyrightYear={year} />
            </Box>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** The layouts previewed one under the other, each with its own Download and Share. */
const PREVIEWS = [
  { kind: 'summary', title: REPORT_TEXTS.summaryTitle },
  { kind: 'prescription', title: REPORT_TEXTS.prescriptionTitle },
  { kind: 'patient', title: PATIENT_SUMMARY_TEXTS.title },
] as const;

/** Download and Share of one layout: only once every flag is resolved (the alert above says why until then). */
function DeliveryActions({ view, kind }: { view: GeneratedReportView; kind: ReportKind }) {
  if (!view.resolved) return null;
  return (
    <Group gap="xs">
      <ReportDownloadButton reportId={view.reportId} kind={kind} />
      <ShareReportButton reportId={view.reportId} kind={kind} />
      {/* Beside the comprehensive PDF: the whole record, of the same saved version. */}
      {kind === 'comprehensive' && view.version !== undefined && (
        <FhirDownloadButton reportId={view.reportId} version={view.version} />
      )}
    </Group>
  );
}
