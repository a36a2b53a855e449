import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  PATIENT_SUMMARY_TEXTS,
  patientSummaryOf,
  translatableOf,
  translatedSummary,
  type PatientSummary,
  type ReportData,
} from '@medi/contracts';
import type { PatientSummaryTranslator } from './patient-summary.translator';
import { translationProblems } from './translation-check';

export const PATIENT_SUMMARY_TRANSLATOR = Symbol('PATIENT_SUMMARY_TRANSLATOR');

/**
 * The take-home summary of a saved version as it prints: in the consultation's language when the AI endpoint is
 * configured and its translation passes the check against the report, in English otherwise (and then the page says
 * that a translation was asked for and not shown).
 */
@Injectable()
export class PatientSummaries {
  private readonly logger = new Logger(PatientSummaries.name);

  constructor(
    @Optional() @Inject(PATIENT_SUMMARY_TRANSLATOR) private readonly translator?: PatientSummaryTranslator,
  ) {}

  async of(report: ReportData, reportId: string): Promise<PatientSummary> {
    const english = patientSummaryOf(report);
    const language = report.consultationLanguage ?? DEFAULT_LANGUAGE;
    if (!this.translator || language.startsWith('en')) return english;
    const source = translatableOf({
      ...english,
      texts: { ...english.texts, label: PATIENT_SUMMARY_TEXTS.translatedLabel },
    });
    const answer = await this.translator.translate(source, language);
    const problems = answer
      ? translationProblems(
          source,
          answer.translated,
          answer.backTranslated,
          report.reports.prescriptions.Medications.map((medication) => medication.Name),
        )
      : ['the AI endpoint gave no usable translation'];
    if (problems.length === 0 && answer) return translatedSummary(english, language, answer.translated);
    // Where it went wrong, never the words: they are the patient's.
    this.logger.warn(
      `visit summary of report ${reportId} left in English: ${problems.slice(0, 5).join('; ')}`,
    );
    return { ...english, texts: { ...english.texts, label: PATIENT_SUMMARY_TEXTS.untranslatedLabel } };
  }
}
