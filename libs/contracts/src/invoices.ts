import type { BillingCurrency } from './plans';

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
  download: (invoiceNumber: string) => `Download invoice ${invoiceNumber} (PDF)`,
  mailSubject: (invoiceNumber: string, productName: string) => `Your ${productName} invoice ${invoiceNumber}`,
  mailText: (name: string, invoiceNumber: string, productName: string) =>
    `Dear ${name},\n\nThank you for your payment. Your tax invoice ${invoiceNumber} is attached as a PDF; it is also listed under Billing history on the Pricing page.\n\n${productName}`,
} as const;
