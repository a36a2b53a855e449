import type { InvoiceDocument } from '@medi/contracts';
import { invoiceMoneyOf, renderInvoiceHtml } from './invoice-html';

const INVOICE: InvoiceDocument = {
  invoiceNumber: 'MS-000042',
  issuedAt: '2026-03-09T20:45:00.000Z',
  country: 'IN',
  currency: 'INR',
  seller: { name: 'MediScribe Health Private Limited', address: 'Kochi', taxId: '32AABCM1234D1Z5' },
  buyer: { name: 'Dr. <b>Priya</b> Raman', address: '12 MG Road, Kochi, Kerala' },
  placeOfSupply: 'Kerala (32)',
  description: 'MediScribe Pro plan, monthly subscription (10/03/2026 to 10/04/2026)',
  sacCode: '998314',
  orderId: 'order_1',
  paymentId: 'pay_1',
  taxableValue: 1_270_34,
  taxes: [
    { label: 'CGST', ratePercent: 9, amount: 114_33 },
    { label: 'SGST', ratePercent: 9, amount: 114_33 },
  ],
  total: 1_499_00,
  totalInWords: 'Rupees One Thousand Four Hundred Ninety-Nine Only',
  testMode: false,
};

describe('renderInvoiceHtml', () => {
  it('prints the GST invoice: number, date in India, GSTIN, SAC, the tax lines and the words', () => {
    const html = renderInvoiceHtml(INVOICE);
    for (const text of [
      'Tax Invoice',
      'MS-000042',
      '10/03/2026',
      'GSTIN: 32AABCM1234D1Z5',
      '998314',
      'CGST @ 9%',
      'SGST @ 9%',
      invoiceMoneyOf(1_499_00, 'INR'),
      'Rupees One Thousand Four Hundred Ninety-Nine Only',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('TEST MODE');
  });

  it('escapes what the doctor typed', () => {
    expect(renderInvoiceHtml(INVOICE)).toContain('Dr. &lt;b&gt;Priya&lt;/b&gt; Raman');
  });

  it('prints TRN and VAT without a SAC column for the UAE, and marks test mode', () => {
    const html = renderInvoiceHtml({
      ...INVOICE,
      country: 'AE',
      currency: 'AED',
      seller: { ...INVOICE.seller, taxId: '100123456700003' },
      taxes: [{ label: 'VAT', ratePercent: 5, amount: 3_29 }],
      testMode: true,
    });
    expect(html).toContain('TRN: 100123456700003');
    expect(html).toContain('VAT @ 5%');
    expect(html).not.toContain('998314');
    expect(html).toContain('TEST MODE: no money moved. This is not a tax invoice.');
  });
});
