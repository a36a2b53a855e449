import { Injectable } from '@nestjs/common';
import {
  ConsultationHistoryPattern,
  DeliveryPattern,
  reportFhirFileName,
  type FhirExportQuery,
} from '@medi/contracts';
import { consultationBundleOf, type DocumentBundle } from '@medi/fhir';
import { ServiceClient } from '@medi/nest-transport';

/**
 * The FHIR export of a saved report version: the report service gives the version (the doctor's, every flag
 * decided: the gate of the PDF) and records the export; the session service says when and in what language the
 * consultation was held (no transcript is read); the mapping is @medi/fhir's. The report is asked first, so another
 * doctor's report answers 404 before anything else is read.
 */
@Injectable()
export class FhirExportService {
  constructor(private readonly services: ServiceClient) {}

  /** The bundle, and its file name after the patient's name as the PDFs are named. */
  async exportOf(
    userId: string,
    query: FhirExportQuery,
  ): Promise<{ fileName: string; bundle: DocumentBundle }> {
    const saved = await this.services.send(DeliveryPattern.FhirSource, { userId, ...query });
    const consultation = await this.services.send(ConsultationHistoryPattern.Facts, {
      userId,
      sessionId: saved.sessionId,
    });
    return {
      fileName: reportFhirFileName(saved.data.patientInfo.name),
      bundle: consultationBundleOf({ ...saved, doctorId: userId }, consultation),
    };
  }
}
