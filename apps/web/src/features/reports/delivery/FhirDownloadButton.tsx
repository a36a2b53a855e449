import { Button } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { fhirFileUrl } from './delivery.api';

/**
 * The saved version as a FHIR R4 document (JSON) for a hospital's systems: a plain link, since the gateway makes
 * the bundle on request and answers it as an attachment; shown only where the PDFs of the same version are.
 */
export function FhirDownloadButton({ reportId, version }: { reportId: string; version: number }) {
  return (
    <Button
      component="a"
      href={fhirFileUrl({ reportId, version })}
      variant="light"
      leftSection={<IconFileCode size={18} aria-hidden />}
    >
      Download FHIR (JSON)
    </Button>
  );
}
