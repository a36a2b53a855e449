import { auditPage, escapeHtml, loginPage, statusPage } from './support-views';

const staff = {
  supportId: 'b1f4c2de-0000-4000-8000-000000000001',
  email: 'ravi@support.test',
  name: 'Ravi <Iyer>',
};

describe('support pages', () => {
  it('escapes everything interpolated', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(loginPage({ email: '"><script>alert(1)</script>' })).not.toContain('<script>');
    expect(auditPage(staff, { account: '"><b>', accountActions: [], queueActions: [] })).toContain(
      'Ravi &lt;Iyer&gt;',
    );
    expect(auditPage(staff, { account: '"><b>', accountActions: [], queueActions: [] })).not.toContain(
      '"><b>',
    );
  });

  it('shows actions on accounts with who, what, when and from where, and no patient or consultation', () => {
    const page = auditPage(staff, {
      account: '',
      queueActions: [],
      accountActions: [
        {
          id: 'e-1',
          at: '2026-11-28T04:00:00.000Z',
          actorKind: 'doctor',
          actorId: 'd0c70000-0000-4000-8000-000000000001',
          action: 'report.pdf.download',
          clientAddress: '203.0.113.7',
          correlationId: 'corr-1',
        },
      ],
    });

    expect(page).toContain('report.pdf.download');
    expect(page).toContain('203.0.113.7');
    expect(page).toContain('<label for="account">');
    expect(page).not.toMatch(/Patient|Consultation id/);
  });

  it('labels every sign-in field and announces an error', () => {
    const page = loginPage({ error: 'The e-mail, password or code is incorrect.' });

    for (const id of ['email', 'password', 'code']) expect(page).toContain(`<label for="${id}">`);
    expect(page).toContain('<p class="alert" role="alert">The e-mail, password or code is incorrect.</p>');
    expect(page).toContain('<html lang="en">');
  });

  it('shows queue counts and the oldest wait, nothing of a job', () => {
    const page = statusPage(staff, {
      at: new Date('2026-11-22T10:00:00Z'),
      processes: [{ name: 'auth', up: false, source: 'presence key in Redis' }],
      queues: [
        {
          name: 'pdf',
          waiting: 3,
          active: 1,
          delayed: 0,
          failed: 2,
          completed: 40,
          paused: false,
          oldestWaitingSeconds: 3_725,
          workers: 2,
        },
      ],
      deadLetters: 0,
    });

    expect(page).toContain('<th scope="row">auth</th><td><span class="down">Down</span>');
    expect(page).toMatch(
      /<td>3<\/td><td>1<\/td><td>0<\/td>\s*<td class="down">2<\/td><td>40<\/td>\s*<td>1 h 2 min<\/td><td>2<\/td>/,
    );
  });
});
