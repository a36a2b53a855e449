import {
  type BillingCurrency,
  invoiceDayOf,
  type InvoiceDocument,
  type InvoiceParty,
  type InvoiceTaxCountry,
  type InvoiceTaxLine,
  planNameOf,
} from '@medi/contracts';
import { amountInWords } from './amount-in-words';
import { indianStateLabel, indianStateOf } from './indian-states';

/** The seller and the tax rules of this deployment (README "Invoices"). */
export interface InvoiceSettings {
  country: InvoiceTaxCountry;
  seller: { name: string; address: string; taxId?: string; stateCode?: string };
  /** GST (India) or VAT (UAE) in percent. */
  taxRatePercent: number;
  sacCode: string;
  numberPrefix: string;
}

export interface InvoicedPayment {
  orderId: string;
  paymentId: string;
  planId: number;
  isAnnual: boolean;
  /** What the doctor paid, in minor units: plan prices include tax. */
  total: number;
  currency: BillingCurrency;
  buyer: InvoiceParty;
  /** The paid period (ISO 8601), printed in the description. */
  periodStartsAt: Date;
  periodEndsAt: Date;
  testMode: boolean;
}

const SEQUENCE_DIGITS = 6;

/** MS-000042: the prefix and the deployment's gap-free sequence (16 characters at most, GST rule 46(b)). */
export function invoiceNumberOf(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * The tax in a tax-inclusive total: taxable value = total × 100 / (100 + rate), rounded to the minor unit, and
 * the tax is the rest, so taxable value + tax is exactly what was paid. India splits it into CGST and SGST when
 * the place of supply is the seller's state (SGST takes the odd minor unit), IGST otherwise; the UAE charges VAT.
 */
export function taxOf(
  total: number,
  ratePercent: number,
  regime: 'intra-state' | 'inter-state' | 'vat',
): { taxableValue: number; taxes: InvoiceTaxLine[] } {
  const taxableValue = Math.round((total * 100) / (100 + ratePercent));
  const tax = total - taxableValue;
  if (regime === 'vat') return { taxableValue, taxes: [{ label: 'VAT', ratePercent, amount: tax }] };
  if (regime === 'inter-state') return { taxableValue, taxes: [{ label: 'IGST', ratePercent, amount: tax }] };
  const central = Math.floor(tax / 2);
  return {
    taxableValue,
    taxes: [
      { label: 'CGST', ratePercent: ratePercent / 2, amount: central },
      { label: 'SGST', ratePercent: ratePercent / 2, amount: tax - central },
    ],
  };
}

/**
 * The invoice of a payment. India: the place of supply is the buyer's state read from the clinic address (IGST
 * Act s.12(2)(b): the recipient's address on record), or the seller's when none is named there, as the same
 * section says for a recipient without one.
 */
export function invoiceDocumentOf(
  settings: InvoiceSettings,
  payment: InvoicedPayment,
  invoiceNumber: string,
  issuedAt: Date,
): InvoiceDocument {
  const term = payment.isAnnual ? 'annual' : 'monthly';
  const period = `${invoiceDayOf(payment.periodStartsAt, settings.country)} to ${invoiceDayOf(payment.periodEndsAt, settings.country)}`;
  const description = `MediScribe ${planNameOf(payment.planId)} plan, ${term} subscription (${period})`;
  let placeOfSupply = 'United Arab Emirates';
  let regime: 'intra-state' | 'inter-state' | 'vat' = 'vat';
  let buyer = payment.buyer;
  const seller: InvoiceParty = {
    name: settings.seller.name,
    address: settings.seller.address,
    ...(settings.seller.taxId ? { taxId: settings.seller.taxId } : {}),
  };
  if (settings.country === 'IN') {
    const sellerState = settings.seller.stateCode;
    const buyerState = (buyer.taxId ? buyer.taxId.slice(0, 2) : undefined) ?? indianStateOf(buyer.address);
    const supplyState = buyerState ?? sellerState;
    placeOfSupply = supplyState ? indianStateLabel(supplyState) : 'India';
    regime = !supplyState || supplyState === sellerState ? 'intra-state' : 'inter-state';
    if (buyerState) buyer = { ...buyer, region: indianStateLabel(buyerState) };
    if (sellerState) seller.region = indianStateLabel(sellerState);
  }
  const { taxableValue, taxes } = taxOf(payment.total, settings.taxRatePercent, regime);
  return {
    invoiceNumber,
    issuedAt: issuedAt.toISOString(),
    country: settings.country,
    currency: payment.currency,
    seller,
    buyer,
    placeOfSupply,
    description,
    sacCode: settings.sacCode,
    orderId: payment.orderId,
    paymentId: payment.paymentId,
    taxableValue,
    taxes,
    total: payment.total,
    totalInWords: amountInWords(payment.total, payment.currency),
    testMode: payment.testMode,
  };
}
