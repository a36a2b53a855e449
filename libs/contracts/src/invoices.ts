import { z } from 'zod';
import type { BillingCurrency } from './plans';
import type { ClinicSettingsReply, ProfileReply } from './practice.contracts';

/** Where the seller is registered for tax: GST in India, VAT in the UAE. */
export const INVOICE_TAX_COUNTRIES = ['IN', 'AE'] as const;
export type InvoiceTaxCountry = (typeof INVOICE_TAX_COUNTRIES)[number];

export interface InvoiceParty {
  name: string;
  /** The clinic, for the buyer. */
  organisation?: string;
  address: string;
  /** GSTIN (India) or TRN (UAE); left out when the party has none. */
  taxId?: string;
  /** Indian state or UAE emirate, as printed ("Kerala (32)"). */
  region?: string;
  email?: string;
}

/** The deployment's time zone dates an invoice: a payment at 02:00 in Kochi is dated that day. */
const INVOICE_TIME_ZONES: Record<InvoiceTaxCountry, string> = { IN: 'Asia/Kolkata', AE: 'Asia/Dubai' };

/** A moment as an invoice of this country writes its day: DD/MM/YYYY, as the product writes dates. */
export function invoiceDayOf(instant: Date | string, country: InvoiceTaxCountry): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: INVOICE_TIME_ZONES[country],
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instant));
}

/** One tax line: CGST and SGST (same state), IGST (another state), or VAT. */
export interface InvoiceTaxLine {
  label: 'CGST' | 'SGST' | 'IGST' | 'VAT';
  ratePercent: number;
  /** Minor units. */
  amount: number;
}

/** The invoice as issued and kept: everything it prints, in minor units of `currency`. */
export interface InvoiceDocument {
  invoiceNumber: string;
  /** ISO 8601. */
  issuedAt: string;
  country: InvoiceTaxCountry;
  currency: BillingCurrency;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** India: the buyer's state, or the seller's when the buyer's is not known (IGST Act s.12(2)(b)). */
  placeOfSupply: string;
  description: string;
  sacCode: string;
  orderId: string;
  paymentId: string;
  /** Plan prices include tax: taxable value + tax = total (README "Invoices"). */
  taxableValue: number;
  taxes: InvoiceTaxLine[];
  total: number;
  totalInWords: string;
  /** Test mode's invoices say that no money moved. */
  testMode: boolean;
}

/** A row of the billing history. */
export interface InvoiceSummary {
  invoiceNumber: string;
  issuedAt: string;
  description: string;
  total: number;
  currency: BillingCurrency;
  orderId: string;
}

export const INVOICE_MESSAGES = {
  historyTitle: 'Billing history',
  historyEmpty: 'No payments yet. Every payment gets a tax invoice, listed here and e-mailed to you.',
  download: (invoiceNumber: string) => `${invoiceNumber} (PDF): download the invoice`,
  mailSubject: (invoiceNumber: string, productName: string) => `Your ${productName} invoice ${invoiceNumber}`,
  mailText: (name: string, invoiceNumber: string, productName: string) =>
    `Dear ${name},\n\nThank you for your payment. Your tax invoice ${invoiceNumber} is attached as a PDF; it is also listed under Billing history on the Pricing page.\n\n${productName}`,
} as const;

/** Billing's invoices: the history, the document the report service renders, and the PDF it stores back. */
export const BillingInvoicePattern = {
  List: 'billing.invoices.list',
  /** The invoice to render and mail (the report service's invoice job). */
  Document: 'billing.invoices.document',
  /** The rendered PDF, kept with the invoice; the first one stored stays (a retried job renders the same). */
  StorePdf: 'billing.invoices.store-pdf',
  MarkMailed: 'billing.invoices.mark-mailed',
  /** The doctor's own invoice as a PDF (base64), once rendered. */
  Pdf: 'billing.invoices.pdf',
} as const;

export interface InvoiceDocumentReply {
  document: InvoiceDocument;
  mailed: boolean;
}

export interface InvoicePdfReply {
  fileName: string;
  /** Base64. */
  content: string;
}

export interface InvoicePatternMap {
  [BillingInvoicePattern.List]: { request: { userId: string }; reply: { invoices: InvoiceSummary[] } };
  [BillingInvoicePattern.Document]: { request: { invoiceNumber: string }; reply: InvoiceDocumentReply };
  [BillingInvoicePattern.StorePdf]: {
    request: { invoiceNumber: string; content: string };
    reply: { stored: boolean };
  };
  [BillingInvoicePattern.MarkMailed]: { request: { invoiceNumber: string }; reply: { marked: boolean } };
  [BillingInvoicePattern.Pdf]: { request: { userId: string; invoiceNumber: string }; reply: InvoicePdfReply };
}

/** The file name of an invoice PDF (invoice numbers hold only letters, digits, '-' and '/'). */
export function invoiceFileNameOf(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;
}

export const invoicePdfQuerySchema = z.object({ invoiceNumber: z.string().regex(/^[A-Z0-9/-]{1,16}$/) });
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;

/** The buyer an invoice names: the doctor, their clinic and its address, and where the invoice is mailed. */
export function invoiceBuyerOf(profile: ProfileReply, clinic: ClinicSettingsReply): InvoiceParty {
  return {
    name: profile.fullName,
    ...(clinic.clinicName ? { organisation: clinic.clinicName } : {}),
    address: clinic.clinicAddress,
    email: profile.email,
  };
}
