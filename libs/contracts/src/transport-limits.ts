import type { DomainEventName, MessagePatternName } from './patterns';
import { ClinicPattern, ProfilePattern } from './practice.contracts';
import { DeliveryPattern } from './reports/delivery.contracts';
import { BillingInvoicePattern } from './invoices';

const MIB = 1024 * 1024;

/** Largest request, reply or event the transport carries, in bytes of JSON: larger ones fail with TRANSPORT.PAYLOAD_TOO_LARGE. */
export const DEFAULT_MAX_PAYLOAD_BYTES = MIB;

/**
 * Patterns allowed more than the default: an uploaded photo, logo or signature travels as base64 of up to 5 MB
 * before the image pipeline shrinks it; the stored, re-encoded images come back in the read replies.
 */
export const MAX_PAYLOAD_BYTES: Partial<Record<MessagePatternName | DomainEventName, number>> = {
  [ProfilePattern.Update]: 8 * MIB,
  [ProfilePattern.UpdateDoctorSettings]: 8 * MIB,
  [ClinicPattern.Update]: 8 * MIB,
  [ProfilePattern.Get]: 4 * MIB,
  [ClinicPattern.Get]: 4 * MIB,
  // A sealed PDF: a long report with a logo, a signature and embedded Noto fonts, base64 inside the envelope.
  [DeliveryPattern.PdfFile]: 32 * MIB,
  // An invoice PDF (one page with embedded fonts), base64.
  [BillingInvoicePattern.StorePdf]: 8 * MIB,
  [BillingInvoicePattern.Pdf]: 8 * MIB,
};

export function maxPayloadBytesOf(pattern: string): number {
  return MAX_PAYLOAD_BYTES[pattern as MessagePatternName] ?? DEFAULT_MAX_PAYLOAD_BYTES;
}
