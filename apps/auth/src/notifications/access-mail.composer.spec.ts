import { passwordResetMail, signInCodeMail, signInLockedMail } from './access-mail.composer';

describe('access e-mails', () => {
  it('puts the sign-in code on a line of its own and names it a verification code', () => {
    const mail = signInCodeMail('MediScribe', { name: 'Asha Rao' }, '0427');

    expect(mail.subject).toContain('verification code');
    expect(mail.text.split('\n')).toContain('0427');
    expect(mail.html).toContain('0427');
  });

  it('escapes what the doctor typed at sign-up before it reaches the HTML', () => {
    const mail = signInCodeMail('MediScribe', { name: 'Dr. <b>Evil</b>' }, '1111');

    expect(mail.html).not.toContain('<b>Evil</b>');
    expect(mail.html).toContain('Dr. &lt;b&gt;Evil&lt;/b&gt;');
  });

  it('links the reset page in text and HTML, with the ampersands of the query escaped in HTML', () => {
    const url = 'https://app.example/reset-password?token=abc&uid=u1&email=a%40b.example';
    const mail = passwordResetMail('MediScribe', { name: 'Asha Rao' }, url);

    expect(mail.text).toContain(url);
    expect(mail.html).toContain(
      'href="https://app.example/reset-password?token=abc&amp;uid=u1&amp;email=a%40b.example"',
    );
  });

  it('tells the doctor sign-in is locked and how to unlock it', () => {
    const mail = signInLockedMail('MediScribe', { name: 'Asha Rao' }, 'https://app.example/login');

    expect(mail.subject).toBe('MediScribe sign-in locked');
    expect(mail.text).toContain('10 incorrect verification codes');
    expect(mail.text).toContain('24 hours');
  });
});
