import { startSmtpInbox, type SmtpInbox } from '@medi/testing';
import { MailRepository } from './mail.repository';

describe('MailRepository', () => {
  let inbox: SmtpInbox;
  let mail: MailRepository;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    mail = new MailRepository({ smtpUrl: inbox.url, from: 'MediScribe <no-reply@mediscribe.test>' });
  });

  afterAll(async () => {
    mail.onApplicationShutdown();
    await inbox.close();
  });

  it('strips control characters and bidirectional overrides from the subject', async () => {
    await mail.send({
      messageKey: 'subject-test',
      to: 'support@mediscribe.test',
      subject: 'Demo request from Eve\u202Egnp.exe\u202C\r\nBcc: everyone@x.test\u0000',
      text: 'Body',
    });

    const [received] = await inbox.waitForMails(1);

    expect(received?.headers.subject).toBe('Demo request from Eve gnp.exe Bcc: everyone@x.test');
    expect(received?.headers.bcc).toBeUndefined();
  });
});
