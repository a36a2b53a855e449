import {
  invoiceDocumentOf,
  invoiceNumberOf,
  type InvoicedPayment,
  type InvoiceSettings,
  taxOf,
} from './invoice-document';

const INDIA: InvoiceSettings = {
  country: 'IN',
  seller: {
    name: 'MediScribe Health Pvt Ltd',
    address: 'Kochi, Kerala',
    taxId: '32AAACM1234A1Z5',
    stateCode: '32',
  },
  taxRatePercent: 18,
  sacCode: '998314',
  numberPrefix: 'MS-',
};
const PAYMENT: InvoicedPayment = {
  orderId: 'order_1',
  paymentId: 'pay_1',
  planId: 2,
  isAnnual: false,
  total: 1_499_00,
  currency: 'INR',
  buyer: {
    name: 'Dr. Priya Raman',
    organisation: 'Sunrise Clinic',
    address: '12 MG Road, Kochi, Kerala 682016',
  },
  periodStartsAt: new Date('2026-03-10T09:00:00Z'),
  periodEndsAt: new Date('2026-04-10T09:00:00Z'),
  testMode: false,
};
const AT = new Date('2026-03-10T09:00:00Z');

describe('invoice amounts and tax', () => {
  it('numbers invoices with the prefix and six digits', () => {
    expect(invoiceNumberOf('MS-', 42)).toBe('MS-000042');
  });

  it('takes the tax out of a tax-inclusive total so that the parts add up to what was paid', () => {
    const { taxableValue, taxes } = taxOf(1_499_00, 18, 'intra-state');
    expect(taxableValue).toBe(1_270_34);
    expect(taxes).toEqual([
      { label: 'CGST', ratePercent: 9, amount: 114_33 },
      { label: 'SGST', ratePercent: 9, amount: 114_33 },
    ]);
    expect(taxableValue + taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(1_499_00);
  });

  it('charges CGST and SGST when the clinic is in the seller state', () => {
    const invoice = invoiceDocumentOf(INDIA, PAYMENT, 'MS-000001', AT);
    expect(invoice.placeOfSupply).toBe('Kerala (32)');
    expect(invoice.taxes.map((tax) => tax.label)).toEqual(['CGST', 'SGST']);
    expect(invoice.buyer.region).toBe('Kerala (32)');
    expect(invoice.totalInWords).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
  });

  it('charges IGST when the clinic is in another state', () => {
    const invoice = invoiceDocumentOf(
      INDIA,
      { ...PAYMENT, buyer: { ...PAYMENT.buyer, address: '4 Anna Salai, Chennai, Tamil Nadu' } },
      'MS-000002',
      AT,
    );
    expect(invoice.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(invoice.taxes).toEqual([{ label: 'IGST', ratePercent: 18, amount: 228_66 }]);
  });

  it("supplies in the seller's state when the clinic address names no state", () => {
    const invoice = invoiceDocumentOf(
      INDIA,
      { ...PAYMENT, buyer: { ...PAYMENT.buyer, address: 'Near the bus stand' } },
      'MS-000003',
      AT,
    );
    expect(invoice.placeOfSupply).toBe('Kerala (32)');
    expect(invoice.taxes.map((tax) => tax.label)).toEqual(['CGST', 'SGST']);
  });

  it('charges 5% VAT in the UAE, in dirhams', () => {
    const invoice = invoiceDocumentOf(
      { ...INDIA, country: 'AE', taxRatePercent: 5, seller: { ...INDIA.seller, taxId: '100123456700003' } },
      {
        ...PAYMENT,
        total: 69_00,
        currency: 'AED',
        buyer: { ...PAYMENT.buyer, address: 'Dubai Healthcare City' },
      },
      'MS-000004',
      AT,
    );
    expect(invoice).toMatchObject({
      placeOfSupply: 'United Arab Emirates',
      taxableValue: 65_71,
      taxes: [{ label: 'VAT', ratePercent: 5, amount: 3_29 }],
      totalInWords: 'UAE Dirhams Sixty-Nine Only',
    });
  });
});
