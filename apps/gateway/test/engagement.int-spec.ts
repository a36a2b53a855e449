import {
  EMAIL_MESSAGES,
  ENQUIRY_MESSAGES,
  type ErrorResponseBody,
  FEEDBACK_MESSAGES,
  MESSAGES,
  PHONE_MESSAGES,
  type UserActivityMetrics,
} from '@medi/contracts';
import { jobsAddedBy } from '@medi/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { FORBIDDEN_USER_MESSAGE } from '../src/auth/own-user-id';
import { type HttpServer, SAME_ORIGIN, signedInDoctor } from './support/access-flows';
import { authMailQueueOf } from './support/gateway-harness';
import { type EngagementStack, startEngagementStack, waitForSupportMail } from './support/engagement-stack';

const OTHER_USER_ID = '0b7c2a51-3f4e-4d6a-9c1b-7e8f9a0b1c2d';

function feedbackBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    CategoryIDs: [1, 3],
    Rating: 5,
    CustomCategoryText: '',
    IssueDescription: 'Reports are ready before the patient leaves.',
    SuggestionsImprovement: 'Add Tamil.',
    ...overrides,
  };
}

let enquiriesMade = 0;
/** A new address per enquiry, so the per-address budget of the enquiry policy is never the one a test meets. */
function visitorEmail(name: string): string {
  enquiriesMade += 1;
  return `${name}.${enquiriesMade}@clinic.in`;
}

function demoBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Name: 'Rahul Nair',
    Email: visitorEmail('rahul.nair'),
    CountryCode: '+91',
    Phone: '9876543210',
    Requirements: 'A demo for the six doctors of our clinic.',
    ...overrides,
  };
}

function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Name: 'Aisha Rahman',
    Email: visitorEmail('aisha.rahman'),
    CountryCode: '+971',
    Phone: '501234567',
    AdditionalNotes: 'Twelve doctors, billed annually.',
    SelectedPlan: 'Advanced',
    ...overrides,
  };
}

describe('dashboard engagement through the gateway with the real auth, billing and session services', () => {
  let stack: EngagementStack;
  let server: HttpServer;
  let doctor: TestAgent;
  let doctorId: string;

  beforeAll(async () => {
    stack = await startEngagementStack('engagement', ['enquiry']);
    server = stack.gateway.app.getHttpServer();
    ({ agent: doctor, userId: doctorId } = await signedInDoctor(stack));
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe('POST /api/feedback/addfeedback', () => {
    it("stores the signed-in doctor's feedback and e-mails it to support", async () => {
      const mailsBefore = stack.inbox.mails.length;

      const response = await doctor
        .post('/api/feedback/addfeedback')
        .set(SAME_ORIGIN)
        .send(feedbackBody({ userId: doctorId }))
        .expect(200);

      expect(response.body).toEqual({ success: true });
      const mail = await waitForSupportMail(stack.inbox, mailsBefore);
      expect(mail.headers.subject).toBe('Feedback: 5/5 stars (Usability, Features)');
      expect(mail.text).toContain('Description: Reports are ready before the patient leaves.');
      expect(mail.text).toContain('Suggestions: Add Tamil.');
      expect(mail.text).toContain(`User id: ${doctorId}`);
    });

    it.each([
      ['no rating', { Rating: undefined }, 'Rating', FEEDBACK_MESSAGES.incomplete],
      ['a cleared rating', { Rating: 0 }, 'Rating', FEEDBACK_MESSAGES.incomplete],
      ['no category', { CategoryIDs: [] }, 'CategoryIDs', FEEDBACK_MESSAGES.incomplete],
      ['no description', { IssueDescription: '' }, 'IssueDescription', FEEDBACK_MESSAGES.incomplete],
      ['Other without its text', { CategoryIDs: [5] }, 'CustomCategoryText', FEEDBACK_MESSAGES.incomplete],
    ])(
      'refuses feedback with %s: 400 with the message on the field',
      async (_case, overrides, field, message) => {
        const response = await doctor
          .post('/api/feedback/addfeedback')
          .set(SAME_ORIGIN)
          .send(feedbackBody({ userId: doctorId, ...overrides }))
          .expect(400);

        const body = response.body as ErrorResponseBody;
        expect(body.code).toBe('COMMON.VALIDATION_FAILED');
        expect(body.details?.[field]).toEqual([message]);
      },
    );

    it('refuses a description over 100 characters', async () => {
      const response = await doctor
        .post('/api/feedback/addfeedback')
        .set(SAME_ORIGIN)
        .send(feedbackBody({ IssueDescription: 'x'.repeat(101) }))
        .expect(400);

      expect(Object.keys((response.body as ErrorResponseBody).details ?? {})).toEqual(['IssueDescription']);
    });

    it("refuses feedback in another user's name with 403 and sends nothing", async () => {
      let response: request.Response | undefined;

      // Anything the request queues is queued before it is answered: no job by then means no e-mail ever.
      const mailJobs = await jobsAddedBy(await authMailQueueOf(stack.gateway), async () => {
        response = await doctor
          .post('/api/feedback/addfeedback')
          .set(SAME_ORIGIN)
          .send(feedbackBody({ userId: OTHER_USER_ID }))
          .expect(403);
      });

      expect(response?.body).toMatchObject({ code: 'COMMON.FORBIDDEN', message: FORBIDDEN_USER_MESSAGE });
      expect(mailJobs).toEqual([]);
    });

    it('refuses feedback without a session with 401', async () => {
      const response = await request(server)
        .post('/api/feedback/addfeedback')
        .set(SAME_ORIGIN)
        .send(feedbackBody({ userId: doctorId }))
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.SESSION_REQUIRED', message: MESSAGES.accessDenied });
    });
  });

  describe('enquiries', () => {
    /** Each test is its own visitor (a trusted proxy names it), so no test spends another's per-IP budget. */
    let visitorIp = 10;
    const post = (path: string, body: Record<string, unknown>, ip = `198.51.100.${visitorIp}`) =>
      request(server).post(path).set(SAME_ORIGIN).set('X-Forwarded-For', ip).send(body);

    beforeEach(() => {
      visitorIp += 1;
    });

    it.each([
      [
        '/api/manage/requestdemo',
        demoBody({ Email: 'demo.visitor@clinic.in' }),
        'Demo request from Rahul Nair',
      ],
      [
        '/api/manage/contactUsForSubscription',
        contactBody(),
        'Subscription enquiry from Aisha Rahman (Advanced plan)',
      ],
      [
        '/api/manage/generic-enquiry',
        demoBody({
          Name: 'John Miller',
          Email: 'john.miller@familycare.us',
          CountryCode: '+1',
          Phone: '2015550123',
        }),
        'Enquiry from John Miller',
      ],
    ])('accepts %s and e-mails the details to support', async (path, body, subject) => {
      const mailsBefore = stack.inbox.mails.length;

      const response = await post(path, body).expect(200);

      expect(response.body).toEqual({ status: 200, success: true, message: ENQUIRY_MESSAGES.received });
      const mail = await waitForSupportMail(stack.inbox, mailsBefore);
      expect(mail.headers.subject).toBe(subject);
      expect(mail.text).toContain(`Name: ${String(body.Name)}`);
      expect(mail.text).toContain(`Email: ${String(body.Email)}`);
      expect(mail.text).toContain(`Phone: ${String(body.CountryCode)} ${String(body.Phone)}`);
      expect(mail.text).toContain(`Client IP: 198.51.100.${visitorIp}`);
      if ('SelectedPlan' in body) {
        expect(mail.text).toContain('Selected plan: Advanced');
        expect(mail.text).toContain('Additional notes: Twelve doctors, billed annually.');
      } else {
        expect(mail.text).toContain(`Requirements: ${String(body.Requirements)}`);
      }
    });

    it.each([
      ['a blank name', { Name: '' }, 'Name', ENQUIRY_MESSAGES.nameBlank],
      ['a two-letter name', { Name: 'Al' }, 'Name', ENQUIRY_MESSAGES.nameLength],
      ['a 51-letter name', { Name: 'A'.repeat(51) }, 'Name', ENQUIRY_MESSAGES.nameLength],
      ['digits in the name', { Name: 'Rahul 2' }, 'Name', ENQUIRY_MESSAGES.nameLetters],
      ['a short e-mail username', { Email: 'raj@clinic.in' }, 'Email', EMAIL_MESSAGES.localPartLength],
      [
        'a disposable e-mail domain',
        { Email: 'rahul.nair@mailinator.com' },
        'Email',
        EMAIL_MESSAGES.blockedDomainEnquiry,
      ],
      ['no phone', { Phone: undefined }, 'Phone', PHONE_MESSAGES.required],
      ['an empty phone', { Phone: '' }, 'Phone', PHONE_MESSAGES.required],
      ['letters in the phone', { Phone: '98765-4321O' }, 'Phone', PHONE_MESSAGES.invalidCharacters],
      ['a four-digit phone', { Phone: '9876' }, 'Phone', PHONE_MESSAGES.tooShort],
      ['a UAE number under +91', { Phone: '501234567' }, 'Phone', PHONE_MESSAGES.invalidForCountry],
      [
        'requirements under 10 characters',
        { Requirements: 'Demo' },
        'Requirements',
        ENQUIRY_MESSAGES.requirementsLength,
      ],
      [
        'requirements over 500 characters',
        { Requirements: 'a'.repeat(501) },
        'Requirements',
        ENQUIRY_MESSAGES.requirementsLength,
      ],
    ])(
      'refuses a demo request with %s: 400 with the message on the field',
      async (_case, overrides, field, message) => {
        const response = await post('/api/manage/requestdemo', demoBody(overrides)).expect(400);

        const body = response.body as ErrorResponseBody;
        expect(body.code).toBe('COMMON.VALIDATION_FAILED');
        expect(body.details?.[field]).toEqual([message]);
      },
    );

    it('refuses subscription notes over 500 characters and a generic enquiry with a bad phone', async () => {
      const contact = await post(
        '/api/manage/contactUsForSubscription',
        contactBody({ AdditionalNotes: 'n'.repeat(501) }),
      );
      const generic = await post(
        '/api/manage/generic-enquiry',
        demoBody({ CountryCode: '+44', Phone: '12345' }),
      );

      expect(contact.status).toBe(400);
      expect((contact.body as ErrorResponseBody).details).toEqual({
        AdditionalNotes: [ENQUIRY_MESSAGES.notesLength],
      });
      expect(generic.status).toBe(400);
      expect((generic.body as ErrorResponseBody).details).toEqual({
        Phone: [PHONE_MESSAGES.invalidForCountry],
      });
    });

    it('answers 429 with Retry-After once a visitor has sent 10 enquiries in 10 minutes', async () => {
      const ip = '203.0.113.99';
      for (let sent = 0; sent < 10; sent += 1) {
        // Invalid on purpose: the budget counts every attempt, and no e-mail is sent.
        await post(
          '/api/manage/generic-enquiry',
          demoBody({ Email: `visitor.${sent}@clinic.in`, Phone: '' }),
          ip,
        ).expect(400);
      }

      const refused = await post(
        '/api/manage/requestdemo',
        demoBody({ Email: 'visitor.last@clinic.in' }),
        ip,
      ).expect(429);

      expect(refused.body).toMatchObject({ code: 'COMMON.RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      await post(
        '/api/manage/requestdemo',
        demoBody({ Email: 'other.visitor@clinic.in' }),
        '203.0.113.100',
      ).expect(200);
    });
  });

  describe('GET /api/manage/userconfig/', () => {
    it('answers the Free plan of a new account: 5 reports, half an hour, 10-minute sessions, no sessions yet', async () => {
      const response = await doctor.get('/api/manage/userconfig/').query({ userid: doctorId }).expect(200);

      expect(response.body).toEqual({
        transcriptions: 5,
        availableHours: 0.5,
        sessionDurationLimit: 10,
        realTimeResults: true,
        priorityAccessToTheLatestModels: false,
        watermarkRemoval: false,
        userSessionsCount: 0,
        currentPlanName: 'Free',
        PlanID: 1,
        trialExpired: false,
        planExpired: false,
        planEndsAt: null,
        renewal: 'renew',
        renewalPlanId: null,
        paidUntil: null,
        paidUntilPlanId: null,
        nextPeriod: null,
      } satisfies UserActivityMetrics);
    });

    it("refuses another user's config with 403", async () => {
      const response = await doctor
        .get('/api/manage/userconfig/')
        .query({ userid: OTHER_USER_ID })
        .expect(403);

      expect(response.body).toMatchObject({ code: 'COMMON.FORBIDDEN' });
    });

    it('refuses a request without a session with 401', async () => {
      const response = await request(server)
        .get('/api/manage/userconfig/')
        .query({ userid: doctorId })
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.SESSION_REQUIRED' });
    });
  });
});
