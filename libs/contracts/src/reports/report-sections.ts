import { z } from 'zod';

/**
 * The summary report's sections, declared once: the field of the report data (spec 02 section 3, spelled as the spec
 * spells it), the key of the AI report response, and the title the previews and PDFs print. The schemas, the AI's
 * JSON shape, the draft, the previews and the PDF layout are all derived from this list, so adding a section touches
 * it and the renderers only.
 */
export const SUMMARY_SECTIONS = [
  { field: 'cheifComplaint', aiKey: 'Chief_Complaint', title: 'Chief Complaint' },
  { field: 'medicalHistory', aiKey: 'Medical_History', title: 'Medical History' },
  { field: 'observation', aiKey: 'Observations', title: 'Observation' },
  { field: 'treatmentPlan', aiKey: 'Treatment_Plan', title: 'Treatment Plan' },
] as const;

export type SummarySection = (typeof SUMMARY_SECTIONS)[number];

/** Heads the doctor's typed prescription lines where the treatment plan repeats them, one per line after it. */
export const TYPED_ORDERS_HEADING = 'Prescribed by the doctor:';
export type SummaryField = SummarySection['field'];
export type SummaryAiKey = SummarySection['aiKey'];

/** An object schema with one member per section, keyed by the section's `field` or `aiKey`. */
export function summarySectionsShape<Key extends 'field' | 'aiKey', Member extends z.ZodType>(
  key: Key,
  member: Member,
): Record<SummarySection[Key], Member> {
  return Object.fromEntries(SUMMARY_SECTIONS.map((section) => [section[key], member])) as Record<
    SummarySection[Key],
    Member
  >;
}

/** The AI's summary sections as the report data's, section by section. */
export function summaryOfAiSections(sections: Record<SummaryAiKey, string>): Record<SummaryField, string> {
  return Object.fromEntries(SUMMARY_SECTIONS.map(({ field, aiKey }) => [field, sections[aiKey]])) as Record<
    SummaryField,
    string
  >;
}

/**
 * A zod schema in the words a model follows: `{"A":string,"B":[{"C":string}]}`. The AI report's shape is told to the
 * model from its schema, so the two cannot drift.
 */
export function jsonShapeOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodObject) {
    const members = Object.entries(schema.shape as Record<string, z.ZodType>).map(
      ([name, member]) => `${JSON.stringify(name)}:${jsonShapeOf(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    return element instanceof z.ZodObject ? `[${jsonShapeOf(element)}]` : `${jsonShapeOf(element)}[]`;
  }
  if (schema instanceof z.ZodString) return 'string';
  throw new Error(`jsonShapeOf: no words for ${schema.constructor.name}`);
}
