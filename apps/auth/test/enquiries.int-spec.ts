import {
  AppError,
  EMAIL_MESSAGES,
  ENQUIRY_MESSAGES,
  EngagementPattern,
  PHONE_MESSAGES,
  type SubmitEnquiryCommand,
} from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { contactUsRequestOf, demoRequestOf } from './support/engagement-factories';
import { waitForMessage } from './support/mail-lookup';
import { authDatabase, startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SUPPORT_EMAIL = 'sales-desk@mediscribe.test';

describe('enquiries over the Redis Streams transport', () => {
  let auth: AuthWithInbox;
  let client: ServiceClient;
  let db: Database<typeof schema>;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ SUPPORT_EMAIL });
    client = auth.client;
    db = authDatabase(auth);
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const enquiriesFrom = (email: string) =>
    db.select().from(schema.enquiries).where(eq(schema.enquiries.email, email));

  async function submitAndFindMail(command: SubmitEnquiryCommand) {
    await expect(client.send(EngagementPattern.SubmitEnquiry, command)).resolves.toEqual({
      success: true,
      message: ENQUIRY_MESSAGES.received,
    });
    const [row] = await enquiriesFrom(command.enquiry.Email);
    const mail = await waitForMessage(auth.inbox, `enquiry:${row.id}`);
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.headers['reply-to']).toBe(command.enquiry.Email);
    return { row, mail };
  }

  it('stores a demo request and e-mails the caller details and requirements to support, replying to the caller', async () => {
    const enquiry = demoRequestOf({ Email: 'demo.doctor@clinic.in' });

    const { row, mail } = await submitAndFindMail({ kind: 'demo', enquiry, client: { ip: '203.0.113.7' } });

    expect(row).toMatchObject({
      kind: 'demo',
      name: 'Rahul Nair',
      countryCode: '+91',
      phone: '9876543210',
      requirements: 'A demo for the six doctors of our clinic.',
      additionalNotes: null,
      selectedPlan: null,
      clientIp: '203.0.113.7',
    });
    expect(mail.headers.subject).toBe('Demo request from Rahul Nair');
    for (const line of [
      'Name: Rahul Nair',
      'Email: demo.doctor@clinic.in',
      'Phone: +91 9876543210',
      'Requirements: A demo for the six doctors of our clinic.',
      'Client IP: 203.0.113.7',
      `Enquiry id: ${row.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('stores a subscription enquiry with its plan and notes and e-mails them to support', async () => {
    const enquiry = contactUsRequestOf({ Email: 'aisha.rahman@dubaiclinic.ae' });

    const { row, mail } = await submitAndFindMail({
      kind: 'contact',
      enquiry,
      client: { ip: '198.51.100.4' },
    });

    expect(row).toMatchObject({
      kind: 'contact',
      selectedPlan: 'Advanced',
      additionalNotes: 'Twelve doctors, billed annually.',
      requirements: null,
    });
    expect(mail.headers.subject).toBe('Subscription enquiry from Aisha Rahman (Advanced plan)');
    for (const line of [
      'Phone: +971 501234567',
      'Selected plan: Advanced',
      'Additional notes: Twelve doctors, billed annually.',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('stores a generic enquiry without requirements and says so in the e-mail', async () => {
    const enquiry = demoRequestOf({
      Name: 'John Miller',
      Email: 'john.miller@familycare.us',
      CountryCode: '+1',
      Phone: '2015550123',
      Requirements: '',
    });

    const { row, mail } = await submitAndFindMail({ kind: 'generic', enquiry, client: { ip: '192.0.2.1' } });

    expect(row).toMatchObject({ kind: 'generic', countryCode: '+1', requirements: '' });
    expect(mail.headers.subject).toBe('Enquiry from John Miller');
    expect(mail.text).toContain('Phone: +1 2015550123');
    expect(mail.text).toContain('Requirements: (none)');
  });

  it.each([
    [
      'a phone number of another country',
      demoRequestOf({ Phone: '501234567' }),
      'Phone',
      PHONE_MESSAGES.invalidForCountry,
    ],
    [
      'a disposable e-mail domain',
      demoRequestOf({ Email: 'rahul.nair@yopmail.com' }),
      'Email',
      EMAIL_MESSAGES.blockedDomainEnquiry,
    ],
    ['digits in the name', demoRequestOf({ Name: 'R2 D2' }), 'Name', ENQUIRY_MESSAGES.nameLetters],
  ])('refuses a demo request with %s and stores nothing', async (_case, enquiry, field, message) => {
    const failure = await client
      .send(EngagementPattern.SubmitEnquiry, { kind: 'demo', enquiry, client: { ip: '192.0.2.9' } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'COMMON.VALIDATION_FAILED', details: { [field]: [message] } });
    expect(await enquiriesFrom(enquiry.Email)).toEqual([]);
  });
});
