import type { Evidence, TextSource } from '@medi/clinical';
import type { EvidenceLink, EvidenceSource, ReportSources, UnsureSpan } from '@medi/contracts';

/** The consultation as the clinical extractor reads it: each segment, note and prescription a source with an id. */
export interface ConsultationText {
  sources: TextSource[];
  /** The source an id names, for evidence links. */
  origin: ReadonlyMap<string, EvidenceSource>;
  /** Per source id, the characters the recognizer was unsure of (only transcript segments have any). */
  unsure: ReadonlyMap<string, readonly UnsureSpan[]>;
}

export function consultationTextOf(input: ReportSources): ConsultationText {
  const sources: TextSource[] = [];
  const origin = new Map<string, EvidenceSource>();
  const unsure = new Map<string, readonly UnsureSpan[]>();
  for (const segment of input.segments) {
    const id = `segment:${segment.seq}`;
    sources.push({ id, text: segment.text, kind: 'speech' });
    origin.set(id, { type: 'segment', seq: segment.seq, speakerId: segment.speakerId });
    if (segment.unsure?.length) unsure.set(id, segment.unsure);
  }
  input.notes.forEach((text, index) => {
    sources.push({ id: `note:${index}`, text, kind: 'note' });
    origin.set(`note:${index}`, { type: 'note', index });
  });
  input.prescriptions.forEach((text, index) => {
    sources.push({ id: `prescription:${index}`, text, kind: 'prescription' });
    origin.set(`prescription:${index}`, { type: 'prescription', index });
  });
  return { sources, origin, unsure };
}

/** An extractor's evidence as the web shows it: the whole source text and the span of the words. */
export function evidenceLinkOf(consultation: ConsultationText, evidence: Evidence): EvidenceLink | undefined {
  const source = consultation.origin.get(evidence.sourceId);
  const text = consultation.sources.find((candidate) => candidate.id === evidence.sourceId)?.text;
  if (!source || text === undefined) return undefined;
  return { source, text: text.slice(0, 5_000), start: evidence.start, end: evidence.end };
}

/** The prompt's view of the consultation: who said what, then the doctor's notes and prescription lines. */
export function consultationPrompt(input: ReportSources): string {
  const transcript = input.segments.map((segment) => `${segment.speakerId}: ${segment.text}`).join('\n');
  const notes = input.notes.map((note) => `- ${note}`).join('\n');
  const medlab = input.prescriptions.map((line) => `- ${line}`).join('\n');
  return [
    `Transcription:\n${transcript || '(none)'}`,
    `Notes:\n${notes || '(none)'}`,
    `Prescription and lab orders (medlab):\n${medlab || '(none)'}`,
  ].join('\n\n');
}
