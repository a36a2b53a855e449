import { type InvoiceDocument, invoiceDayOf, type InvoiceParty } from '@medi/contracts';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { REPORT_FONT_FAMILY } from './report-layout';

/*
 * The tax invoice of a payment, printed by the report service's Chromium beside the reports. Written with
 * createElement like the report layout; React escapes every text (names and addresses the doctor typed).
 */

const INK = '#1f2937';
const RULE = '#d1d5db';
const MUTED = '#4b5563';

/** Minor units as money: ₹1,270.34 (Indian grouping for rupees), AED 65.71. */
export function invoiceMoneyOf(minorUnits: number, currency: InvoiceDocument['currency']): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-AE', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(minorUnits / 100);
}

const cell: CSSProperties = { border: `1px solid ${RULE}`, padding: '6px 8px', verticalAlign: 'top' };
const numberCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

function party(title: string, taxIdLabel: string, who: InvoiceParty): ReactNode {
  return h(
    'section',
    { style: { flex: 1 } },
    h(
      'h2',
      { style: { fontSize: '9pt', textTransform: 'uppercase', color: MUTED, margin: '0 0 4px' } },
      title,
    ),
    h('div', { style: { fontWeight: 700 } }, who.name),
    who.organisation ? h('div', null, who.organisation) : null,
    who.address ? h('div', { style: { whiteSpace: 'pre-line' } }, who.address) : null,
    who.region ? h('div', null, `State: ${who.region}`) : null,
    who.taxId ? h('div', null, `${taxIdLabel}: ${who.taxId}`) : null,
    who.email ? h('div', null, who.email) : null,
  );
}

function InvoiceLayout({ invoice }: { invoice: InvoiceDocument }) {
  const india = invoice.country === 'IN';
  const taxIdLabel = india ? 'GSTIN' : 'TRN';
  const money = (amount: number) => invoiceMoneyOf(amount, invoice.currency);
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', invoiceDayOf(invoice.issuedAt, invoice.country)],
    ['Place of supply', invoice.placeOfSupply],
    ['Order', invoice.orderId],
    ['Payment', invoice.paymentId],
  ];
  return h(
    'main',
    { style: { fontFamily: REPORT_FONT_FAMILY, color: INK, fontSize: '10pt', lineHeight: 1.4 } },
    invoice.testMode
      ? h(
          'p',
          { style: { border: '2px solid #9c36b5', color: '#862e9c', padding: '6px 8px', fontWeight: 700 } },
          'TEST MODE: no money moved. This is not a tax invoice.',
        )
      : null,
    h('h1', { style: { fontSize: '18pt', margin: '0 0 12px' } }, 'Tax Invoice'),
    h(
      'table',
      { style: { borderCollapse: 'collapse', marginBottom: '14px' } },
      h(
        'tbody',
        null,
        ...facts.map(([label, value]) =>
          h(
            'tr',
            { key: label },
            h(
              'th',
              { style: { textAlign: 'left', paddingRight: '16px', color: MUTED, fontWeight: 400 } },
              label,
            ),
            h('td', { style: { fontWeight: 600 } }, value),
          ),
        ),
      ),
    ),
    h(
      'div',
      { style: { display: 'flex', gap: '24px', marginBottom: '16px' } },
      party('Seller', taxIdLabel, invoice.seller),
      party('Bill to', taxIdLabel, invoice.buyer),
    ),
    h(
      'table',
      // Just under the full width: a border at the exact page edge is clipped by Chromium's rounding.
      { style: { borderCollapse: 'collapse', width: '99.5%' } },
      h(
        'thead',
        null,
        h(
          'tr',
          { style: { background: '#f3f4f6' } },
          h('th', { style: { ...cell, textAlign: 'left' } }, 'Description'),
          india ? h('th', { style: cell }, 'SAC') : null,
          h('th', { style: numberCell }, 'Taxable value'),
        ),
      ),
      h(
        'tbody',
        null,
        h(
          'tr',
          null,
          h('td', { style: cell }, invoice.description),
          india ? h('td', { style: cell }, invoice.sacCode) : null,
          h('td', { style: numberCell }, money(invoice.taxableValue)),
        ),
        ...invoice.taxes.map((tax) =>
          h(
            'tr',
            { key: tax.label },
            h(
              'td',
              { style: { ...cell, textAlign: 'right' }, colSpan: india ? 2 : 1 },
              `${tax.label} @ ${tax.ratePercent}%`,
            ),
            h('td', { style: numberCell }, money(tax.amount)),
          ),
        ),
        h(
          'tr',
          { style: { fontWeight: 700 } },
          h('td', { style: { ...cell, textAlign: 'right' }, colSpan: india ? 2 : 1 }, 'Total'),
          h('td', { style: numberCell }, money(invoice.total)),
        ),
      ),
    ),
    h('p', null, h('strong', null, 'Amount in words: '), invoice.totalInWords),
    h(
      'p',
      { style: { color: MUTED, fontSize: '9pt' } },
      'The plan price includes tax; the taxable value and tax above add up to the amount paid. ',
      india ? 'Tax is not payable on reverse charge. ' : '',
      'This is a computer-generated invoice and needs no signature.',
    ),
  );
}

/** The invoice as one A4 page of HTML for Chromium; the margins are the print options'. */
export function renderInvoiceHtml(invoice: InvoiceDocument): string {
  const body = renderToStaticMarkup(h(InvoiceLayout, { invoice }));
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    `<title>Invoice ${invoice.invoiceNumber.replace(/[<&]/g, '')}</title>` +
    '<style>@page{size:A4 portrait}*{box-sizing:border-box}html,body{margin:0;padding:0;-webkit-print-color-adjust:exact}</style>' +
    `</head><body>${body}</body></html>`
  );
}

/** The print margins of an invoice page. */
export const INVOICE_PAGE_MARGIN = { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' } as const;
