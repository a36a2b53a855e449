import { getQueueToken } from '@nestjs/bullmq';
import { AppError, EngagementPattern, FEEDBACK_MESSAGES, QueueName } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { jobsAddedBy } from '@medi/testing';
import type { Queue } from 'bullmq';
import type { ServiceClient } from '@medi/nest-transport';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { registerDoctor } from './support/access-fixtures';
import { feedbackRequestOf } from './support/engagement-factories';
import { waitForMessage } from './support/mail-lookup';
import { authDatabase, startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SUPPORT_EMAIL = 'feedback-desk@mediscribe.test';

describe('feedback over the Redis Streams transport', () => {
  let auth: AuthWithInbox;
  let client: ServiceClient;
  let db: Database<typeof schema>;
  let mailQueue: Queue;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ SUPPORT_EMAIL });
    client = auth.client;
    db = authDatabase(auth);
    mailQueue = auth.app.get<Queue>(getQueueToken(QueueName.AuthMail), { strict: false });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const rowsOf = (userId: string) =>
    db.select().from(schema.feedback).where(eq(schema.feedback.userId, userId));

  /** A registered doctor: the feedback e-mail names them and replies to them. */
  async function registeredDoctor(name: string) {
    const { email } = await registerDoctor(client, { Name: name });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return { userId: user.id, email };
  }

  it('stores the feedback and e-mails every field of it, and who sent it, to the support address', async () => {
    const { userId, email } = await registeredDoctor('Meera Iyer');
    const feedback = feedbackRequestOf({
      CategoryIDs: [2, 5],
      Rating: 3,
      CustomCategoryText: 'Printing',
      IssueDescription: 'The PDF takes a while to open.',
      SuggestionsImprovement: 'Open it in a new tab.',
    });

    await expect(client.send(EngagementPattern.SubmitFeedback, { userId, feedback })).resolves.toEqual({
      success: true,
    });

    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({
      userId,
      categoryIds: [2, 5],
      rating: 3,
      customCategoryText: 'Printing',
      description: 'The PDF takes a while to open.',
      suggestions: 'Open it in a new tab.',
    });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(10_000);
    const mail = await waitForMessage(auth.inbox, `feedback:${row.id}`);
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.headers['reply-to']).toBe(email);
    expect(mail.headers.subject).toBe('Feedback: 3/5 stars (Performance, Other (Printing))');
    for (const line of [
      'Doctor: Meera Iyer',
      `Email: ${email}`,
      'Rating: 3 of 5',
      'Categories: Performance, Other (Printing)',
      'Description: The PDF takes a while to open.',
      'Suggestions: Open it in a new tab.',
      `User id: ${userId}`,
      `Feedback id: ${row.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('keeps each submission, e-mailing each once', async () => {
    // No account has this id: the feedback still reaches support, without anyone to reply to.
    const userId = randomUUID();

    await client.send(EngagementPattern.SubmitFeedback, {
      userId,
      feedback: feedbackRequestOf({ Rating: 5 }),
    });
    await client.send(EngagementPattern.SubmitFeedback, {
      userId,
      feedback: feedbackRequestOf({ Rating: 1 }),
    });

    const rows = await rowsOf(userId);
    expect(rows.map((row) => row.rating).sort()).toEqual([1, 5]);
    await Promise.all(rows.map((row) => waitForMessage(auth.inbox, `feedback:${row.id}`)));
    const copies = auth.inbox.mails.filter((mail) => mail.text.includes(`User id: ${userId}`));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.headers['reply-to']).toBeUndefined();
      expect(copy.text).toContain('Doctor: (account not found)');
    }
  });

  it.each([
    ['no rating', { Rating: 0 }, 'Rating'],
    ['no category', { CategoryIDs: [] }, 'CategoryIDs'],
    ['no description', { IssueDescription: '  ' }, 'IssueDescription'],
    ['Other without its text', { CategoryIDs: [5], CustomCategoryText: '' }, 'CustomCategoryText'],
  ])('refuses feedback with %s, stores nothing and sends nothing', async (_case, overrides, field) => {
    const userId = randomUUID();
    let failure: unknown;

    const mailJobs = await jobsAddedBy(mailQueue, async () => {
      failure = await client
        .send(EngagementPattern.SubmitFeedback, { userId, feedback: feedbackRequestOf(overrides) })
        .catch((error: unknown) => error);
    });

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      message: FEEDBACK_MESSAGES.incomplete,
      details: { [field]: [FEEDBACK_MESSAGES.incomplete] },
    });
    expect(await rowsOf(userId)).toEqual([]);
    // The reply comes after anything the service queues: no job now means no e-mail ever.
    expect(mailJobs).toEqual([]);
  });
});
