import { startSmtpInbox, type SmtpInbox } from '@medi/testing';
import { METRIC } from '../metrics/metric-names';
import { MetricsService } from '../metrics/metrics.service';
import { MailRepository } from './mail.repository';

describe('MailRepository', () => {
  let inbox: SmtpInbox;
  let mail: MailRepository;
  const metrics = new MetricsService();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    mail = new MailRepository(
      { smtpUrl: inbox.url, from: 'MediScribe <no-reply@mediscribe.test>', mailer: 'auth' },
      metrics,
    );
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

  it('counts deliveries and failures by mailer, never by address', async () => {
    await mail.send({ messageKey: 'counted', to: 'doctor@mediscribe.test', subject: 'Hello', text: 'Body' });
    await expect(
      mail.send({ messageKey: 'refused', to: 'not an address', subject: 'Hello', text: 'Body' }),
    ).rejects.toThrow();

    const scrape = await metrics.render();
    expect(scrape).toMatch(new RegExp(`^${METRIC.mailDeliveries}\\{mailer="auth",status="ok"\\} [1-9]`, 'm'));
    expect(scrape).toMatch(
      new RegExp(`^${METRIC.mailDeliveries}\\{mailer="auth",status="failed"\\} 1$`, 'm'),
    );
    expect(scrape).not.toContain('doctor@mediscribe.test');
  });
});
