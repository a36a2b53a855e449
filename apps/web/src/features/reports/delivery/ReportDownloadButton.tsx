import { Alert, Button, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { DELIVERY_MESSAGES, type ReportKind } from '@medi/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessageOf } from '../../../store/api-error';
import { pdfFileUrl, useLazyPdfStatusQuery, useRequestPdfMutation } from './delivery.api';
import { pollUntil } from '../poll-until';

export const DOWNLOAD_LABELS: Record<ReportKind, string> = {
  summary: 'Download Summary Report',
  prescription: 'Download Prescription Report',
  comprehensive: 'Download Comprehensive Report',
  patient: "Download Patient's Visit Summary",
};

interface ReportDownloadButtonProps {
  reportId: string;
  kind: ReportKind;
  /** Replaces the default label ('Download', or 'Download Comprehensive Report'). */
  label?: string;
  /** Starts the browser's download of a ready PDF; a test passes its own. */
  startDownload?: (url: string) => void;
}

/** Lets the browser save the file: the gateway answers with Content-Disposition: attachment. */
function downloadThroughLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads the PDF of the report's latest saved version (spec 02 sections 2 and 9): asks the server for it, shows
 * progress while the `pdf` job makes it, then lets the browser save the file the gateway serves.
 */
export function ReportDownloadButton({
  reportId,
  kind,
  label = DOWNLOAD_LABELS[kind],
  startDownload = downloadThroughLink,
}: ReportDownloadButtonProps) {
  const [requestPdf] = useRequestPdfMutation();
  const [pdfStatus] = useLazyPdfStatusQuery();
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setPreparing(true);
    setFailure(null);
    try {
      const asked = await requestPdf({ reportId, kind }).unwrap();
      const query = { reportId, kind, version: asked.version };
      const done = await pollUntil(async () => {
        const status = asked.status === 'ready' ? asked : await pdfStatus(query).unwrap();
        return status.status === 'rendering' ? undefined : status;
      });
      if (done?.status === 'ready') startDownload(pdfFileUrl(query));
      else setFailure(DELIVERY_MESSAGES.pdfFailed);
    } catch (error) {
      setFailure(serverMessageOf(error) ?? DELIVERY_MESSAGES.pdfFailed);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      {/* The progress text replaces the label, so the buttons beside it do not move while a PDF is made. */}
      <Button
        variant="light"
        leftSection={preparing ? <Loader size={16} aria-hidden /> : <IconDownload size={18} aria-hidden />}
        disabled={preparing}
        onClick={() => void download()}
      >
        {preparing ? DELIVERY_MESSAGES.preparingPdf : label}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {preparing ? DELIVERY_MESSAGES.preparingPdf : ''}
      </VisuallyHidden>
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
