import { BillingInvoicePattern, BillingPaymentPattern, type InvoiceParty, PlanId } from '@medi/contracts';
import { Clock, DATABASE, type Database, ManualClock } from '@medi/nest-common';
import { asc, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { LOCAL_RAZORPAY_KEYS, LocalRazorpay } from './support/local-razorpay';
import { startBilling, type RunningBilling } from './support/start-billing';

const BUYER: InvoiceParty = {
  name: 'Dr. Priya Raman',
  organisation: 'Sunrise Clinic',
  address: '12 MG Road, Kochi, Kerala 682016',
  email: 'priya@sunrise.test',
};

describe('tax invoices: one per payment, numbered without gaps in the grant transaction', () => {
  const razorpay = new LocalRazorpay();
  const clock = new ManualClock(new Date('2026-03-10T09:00:00Z'));
  let billing: RunningBilling;
  let db: Database<typeof schema>;

  beforeAll(async () => {
    await razorpay.start();
    billing = await startBilling({
      env: {
        ...LOCAL_RAZORPAY_KEYS,
        RAZORPAY_API_URL: razorpay.url,
        INVOICE_SELLER_NAME: 'MediScribe Health Private Limited',
        INVOICE_SELLER_ADDRESS: '3rd Floor, Infopark, Kakkanad, Kochi, Kerala 682042',
        INVOICE_SELLER_TAX_ID: '32AABCM1234D1Z5',
        INVOICE_NUMBER_PREFIX: 'MS/',
      },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    db = billing.app.get<Database<typeof schema>>(DATABASE);
  });

  afterAll(async () => {
    await billing?.stop();
    await razorpay.stop();
  });

  const createOrder = (userId: string, planId: number = PlanId.Pro, buyer: InvoiceParty = BUYER) =>
    billing.client.send(BillingPaymentPattern.CreateOrder, { userId, planId, isAnnual: false, buyer });
  const postPayment = (userId: string, paid: ReturnType<LocalRazorpay['pay']>) =>
    billing.client.send(BillingPaymentPattern.PostPayment, {
      userId,
      orderId: paid.RazorpayOrderId,
      paymentId: paid.RazorpayPaymentId,
      signature: paid.RazorpaySignature,
    });
  const invoicesOf = (orderIds: string[]) =>
    db
      .select()
      .from(schema.invoices)
      .where(inArray(schema.invoices.orderId, orderIds))
      .orderBy(asc(schema.invoices.sequence));

  it('issues the invoice with the grant: seller from configuration, buyer from the order, CGST and SGST, words', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    await postPayment(userId, razorpay.pay(order.id));

    const [invoice] = await invoicesOf([order.id]);
    expect(invoice.invoiceNumber).toBe(`MS/${String(invoice.sequence).padStart(6, '0')}`);
    expect(invoice.document).toMatchObject({
      seller: {
        name: 'MediScribe Health Private Limited',
        taxId: '32AABCM1234D1Z5',
        region: 'Kerala (32)',
      },
      buyer: { ...BUYER, region: 'Kerala (32)' },
      placeOfSupply: 'Kerala (32)',
      sacCode: '998314',
      currency: 'INR',
      total: 1_499_00,
      taxableValue: 1_270_34,
      taxes: [
        { label: 'CGST', ratePercent: 9, amount: 114_33 },
        { label: 'SGST', ratePercent: 9, amount: 114_33 },
      ],
      totalInWords: 'Rupees One Thousand Four Hundred Ninety-Nine Only',
      testMode: false,
    });
    await expect(billing.client.send(BillingInvoicePattern.List, { userId })).resolves.toEqual({
      invoices: [
        {
          invoiceNumber: invoice.invoiceNumber,
          issuedAt: '2026-03-10T09:00:00.000Z',
          description: 'MediScribe Pro plan, monthly subscription (10/03/2026 to 10/04/2026)',
          total: 1_499_00,
          currency: 'INR',
          orderId: order.id,
        },
      ],
    });
  });

  it('charges IGST to a clinic in another state', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId, PlanId.Advanced, {
      ...BUYER,
      address: 'Anna Salai, Chennai, Tamil Nadu',
    });
    await postPayment(userId, razorpay.pay(order.id));

    const [invoice] = await invoicesOf([order.id]);
    expect(invoice.document).toMatchObject({
      placeOfSupply: 'Tamil Nadu (33)',
      taxes: [{ label: 'IGST', ratePercent: 18 }],
    });
  });

  it('gives two payments at once two consecutive numbers', async () => {
    const doctors = [randomUUID(), randomUUID()];
    const orders = await Promise.all(doctors.map((userId) => createOrder(userId)));

    await Promise.all(doctors.map((userId, index) => postPayment(userId, razorpay.pay(orders[index].id))));

    const invoices = await invoicesOf(orders.map((order) => order.id));
    expect(invoices).toHaveLength(2);
    expect(invoices[1].sequence).toBe(invoices[0].sequence + 1);
  });

  it('issues no second invoice for a retried webhook, nor for the browser after it', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const paid = razorpay.pay(order.id);
    const delivery = razorpay.webhook('payment.captured', paid.payment);
    const [before] = await db.select().from(schema.invoiceCounter);

    await Promise.all(
      Array.from({ length: 5 }, () => billing.client.send(BillingPaymentPattern.Webhook, delivery)),
    );
    await billing.client.send(BillingPaymentPattern.Webhook, razorpay.webhook('order.paid', paid.payment));
    await postPayment(userId, paid);

    expect(await invoicesOf([order.id])).toHaveLength(1);
    const [after] = await db.select().from(schema.invoiceCounter);
    expect(after.lastNumber).toBe(before.lastNumber + 1);
  });

  it("answers another doctor's invoice as absent, and one not rendered yet as being prepared", async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    await postPayment(userId, razorpay.pay(order.id));
    const [invoice] = await invoicesOf([order.id]);

    await expect(
      billing.client.send(BillingInvoicePattern.Pdf, {
        userId: randomUUID(),
        invoiceNumber: invoice.invoiceNumber,
      }),
    ).rejects.toMatchObject({ code: 'BILLING.INVOICE_NOT_FOUND' });
    await expect(
      billing.client.send(BillingInvoicePattern.Pdf, { userId, invoiceNumber: invoice.invoiceNumber }),
    ).rejects.toMatchObject({ code: 'BILLING.INVOICE_NOT_READY' });

    await billing.client.send(BillingInvoicePattern.StorePdf, {
      invoiceNumber: invoice.invoiceNumber,
      content: 'JVBERi0x',
    });
    await billing.client.send(BillingInvoicePattern.StorePdf, {
      invoiceNumber: invoice.invoiceNumber,
      content: 'other',
    });
    await expect(
      billing.client.send(BillingInvoicePattern.Pdf, { userId, invoiceNumber: invoice.invoiceNumber }),
    ).resolves.toEqual({
      fileName: `invoice-${invoice.invoiceNumber.replace('/', '-')}.pdf`,
      content: 'JVBERi0x',
    });
  });
});
