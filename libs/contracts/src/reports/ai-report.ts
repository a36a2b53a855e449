import { z } from 'zod';
import { jsonShapeOf, summarySectionsShape } from './report-sections';

const sectionText = z.string().trim().max(20_000);
const itemText = z.string().trim().max(500);

/**
 * The AI report response of spec 02 section 3, field names as the spec spells them. The model's answer must pass
 * this whole: a missing section or a medication without its four fields is a malformed answer, asked for again.
 */
export const aiReportResponseSchema = z.object({
  Summary_Report: z.object(summarySectionsShape('aiKey', sectionText)),
  Treatment_Plan: z.object({
    Laboratory_Tests: z.array(itemText).max(50),
    Medications: z
      .array(
        z.object({
          Name: itemText.min(1),
          Dosage: itemText,
          Frequency: itemText,
          Duration: itemText,
        }),
      )
      .max(50),
  }),
});
export type AiReportResponse = z.infer<typeof aiReportResponseSchema>;

/** The JSON shape the model is told to answer with (the schema above, in words a model follows). */
export const AI_REPORT_JSON_SHAPE = jsonShapeOf(aiReportResponseSchema);
