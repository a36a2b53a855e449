import type { AccountAuditEntry, QueueActionEntry } from '@medi/contracts';
import {
  QUEUE_DASHBOARD_ROUTE,
  SUPPORT_AUDIT_ROUTE,
  SUPPORT_LOGIN_ROUTE,
  SUPPORT_LOGOUT_ROUTE,
  SUPPORT_ROOT,
  SUPPORT_STYLES_ROUTE,
} from './support-routes';
import type { SupportStaff } from './support-session.resolver';
import type { SystemStatus } from './system-status.service';

/** Everything interpolated into a page goes through here. */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string, staff?: SupportStaff): string {
  const navigation = staff
    ? `<nav aria-label="Support"><ul>
        <li><a href="${SUPPORT_ROOT}">System status</a></li>
        <li><a href="${QUEUE_DASHBOARD_ROUTE}">Queue dashboard</a></li>
        <li><a href="${SUPPORT_AUDIT_ROUTE}">Audit log</a></li>
      </ul></nav>
      <form method="post" action="${SUPPORT_LOGOUT_ROUTE}" class="signout">
        <span>${escapeHtml(staff.name)}</span> <button type="submit">Sign out</button>
      </form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · MediScribe Support</title>
<link rel="stylesheet" href="${SUPPORT_STYLES_ROUTE}">
</head>
<body>
<header class="bar"><p class="brand">MediScribe <span>Support</span></p>${navigation}</header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginView {
  email?: string;
  error?: string;
  notice?: string;
}

export function loginPage(view: LoginView = {}): string {
  const alert = view.error
    ? `<p class="alert" role="alert">${escapeHtml(view.error)}</p>`
    : view.notice
      ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>`
      : '';
  return page(
    'Sign in',
    `<section class="card" aria-labelledby="sign-in-heading">
  <h1 id="sign-in-heading">Support sign-in</h1>
  <p class="lead">For MediScribe support staff. Doctors sign in at <a href="/login">the doctor sign-in</a>.</p>
  ${alert}
  <form method="post" action="${SUPPORT_LOGIN_ROUTE}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <label for="code">Authenticator code</label>
    <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required aria-describedby="code-hint">
    <p id="code-hint" class="hint">The 6-digit code your authenticator app shows for MediScribe support.</p>
    <button type="submit">Sign in</button>
  </form>
</section>`,
  );
}

function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3_600)} h ${Math.floor((seconds % 3_600) / 60)} min`;
}

function state(up: boolean): string {
  return up ? '<span class="ok">Up</span>' : '<span class="down">Down</span>';
}

export function statusPage(staff: SupportStaff, status: SystemStatus): string {
  const processes = status.processes
    .map(
      (process) =>
        `<tr><th scope="row">${escapeHtml(process.name)}</th><td>${state(process.up)}</td><td>${escapeHtml(process.source)}</td></tr>`,
    )
    .join('');
  const queues = status.queues
    .map(
      (queue) => `<tr>
  <th scope="row">${escapeHtml(queue.name)}${queue.paused ? ' <span class="down">paused</span>' : ''}</th>
  <td>${queue.waiting}</td><td>${queue.active}</td><td>${queue.delayed}</td>
  <td class="${queue.failed > 0 ? 'down' : ''}">${queue.failed}</td><td>${queue.completed}</td>
  <td>${age(queue.oldestWaitingSeconds)}</td><td>${queue.workers}</td>
</tr>`,
    )
    .join('');
  return page(
    'System status',
    `<h1>System status</h1>
<p class="lead">As of ${escapeHtml(status.at.toISOString())}. Reload the page to refresh. Counts and ages only: no job data is shown here.</p>
<section aria-labelledby="processes-heading">
  <h2 id="processes-heading">Processes</h2>
  <div class="scroll" tabindex="0" role="region" aria-labelledby="processes-heading">
  <table><thead><tr><th scope="col">Process</th><th scope="col">State</th><th scope="col">Checked by</th></tr></thead>
  <tbody>${processes}</tbody></table>
  </div>
  <p>Failed domain events kept for inspection: ${status.deadLetters}</p>
</section>
<section aria-labelledby="queues-heading">
  <h2 id="queues-heading">Queues</h2>
  <div class="scroll" tabindex="0" role="region" aria-labelledby="queues-heading">
  <table><thead><tr><th scope="col">Queue</th><th scope="col">Waiting</th><th scope="col">Active</th><th scope="col">Delayed</th><th scope="col">Failed</th><th scope="col">Completed</th><th scope="col">Oldest waiting</th><th scope="col">Workers</th></tr></thead>
  <tbody>${queues}</tbody></table>
  </div>
  <p><a href="${QUEUE_DASHBOARD_ROUTE}">Open the queue dashboard</a> to retry or clean jobs; every such action is written to the <a href="${SUPPORT_AUDIT_ROUTE}">audit log</a>.</p>
</section>`,
    staff,
  );
}

/** What the audit page shows: the trail's actions on accounts (never a patient or consultation) and queue actions. */
export interface SupportAuditView {
  account: string;
  accountActions: AccountAuditEntry[];
  queueActions: QueueActionEntry[];
}

export function auditPage(staff: SupportStaff, view: SupportAuditView): string {
  const { queueActions: entries } = view;
  const accountRows = view.accountActions
    .map(
      (entry) => `<tr>
  <td><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${escapeHtml(entry.actorKind)}<br><span class="hint">${escapeHtml(entry.actorId ?? '')}</span></td>
  <td>${escapeHtml(entry.action)}</td><td>${escapeHtml(entry.clientAddress ?? '')}</td>
  <td>${escapeHtml(entry.correlationId)}</td>
</tr>`,
    )
    .join('');
  const rows = entries
    .map(
      (entry) => `<tr>
  <td><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${escapeHtml(entry.supportName)}<br><span class="hint">${escapeHtml(entry.supportEmail)}</span></td>
  <td>${escapeHtml(entry.action)}${entry.jobState ? ` ${escapeHtml(entry.jobState)}` : ''}</td>
  <td>${escapeHtml(entry.queue)}</td><td>${entry.jobId ? escapeHtml(entry.jobId) : 'all'}</td>
  <td>${entry.statusCode === null ? 'no answer' : entry.statusCode < 400 ? `done (${entry.statusCode})` : `refused (${entry.statusCode})`}</td>
</tr>`,
    )
    .join('');
  return page(
    'Audit log',
    `<h1>Audit log</h1>
<section aria-labelledby="accounts-heading">
<h2 id="accounts-heading">Actions on accounts</h2>
<p class="lead">Who did what to a doctor's records and when, newest first (the last ${view.accountActions.length}): which patient or consultation is never shown here. Reading this list is recorded too.</p>
<form method="get" action="${SUPPORT_AUDIT_ROUTE}">
  <label for="account">Account id (a doctor's or a support account's)</label>
  <input id="account" name="account" value="${escapeHtml(view.account)}" maxlength="36" aria-describedby="account-hint">
  <p class="hint" id="account-hint">Leave empty for every account.</p>
  <button type="submit">Show</button>
</form>
<div class="scroll" tabindex="0" role="region" aria-labelledby="accounts-heading">
<table><thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Address</th><th scope="col">Correlation id</th></tr></thead>
<tbody>${accountRows || '<tr><td colspan="5">No actions recorded.</td></tr>'}</tbody></table>
</div>
</section>
<section aria-labelledby="queue-actions-heading">
<h2 id="queue-actions-heading">Queue actions</h2>
<p class="lead">Queue actions taken through the queue dashboard, newest first (the last ${entries.length}).</p>
<div class="scroll" tabindex="0" role="region" aria-labelledby="queue-actions-heading">
<table><thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Queue</th><th scope="col">Job</th><th scope="col">Outcome</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No queue actions yet.</td></tr>'}</tbody></table>
</div>
</section>`,
    staff,
  );
}

/** The support area's own look: dark teal bar, no doctor branding, high contrast, usable at 400 px. */
export const SUPPORT_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b2631;background:#eef2f4}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.75rem 1.25rem;background:#0d3b45;color:#fff}
.brand{margin:0;font-weight:700;font-size:1.15rem}.brand span{color:#ffd166}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
nav a,.bar a{color:#fff}
.signout{margin-left:auto;display:flex;align-items:center;gap:.5rem}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1.25rem}
h1{margin:.25rem 0 .75rem;font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem}
.lead{color:#34495e}
.card{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;border-top:6px solid #0d3b45;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;margin-top:.25rem;padding:.6rem;font:inherit;border:1px solid #5d6d7e;border-radius:4px}
input:focus,button:focus,a:focus,.scroll:focus{outline:3px solid #b7791f;outline-offset:2px}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#0d3b45;border:0;border-radius:4px;cursor:pointer}
.bar button{margin:0;background:#fff;color:#0d3b45;padding:.35rem .8rem}
.hint{margin:.25rem 0 0;font-size:.9rem;color:#4d5d6c}
.alert{padding:.75rem;border-radius:4px;background:#fdecea;color:#8a1c12;border:1px solid #8a1c12}
.notice{padding:.75rem;border-radius:4px;background:#e8f5ee;color:#1d5b3a}
.scroll{overflow-x:auto}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{padding:.5rem .75rem;text-align:left;border-bottom:1px solid #d5dde3;white-space:nowrap}
thead th{background:#dde6ea}
.ok{color:#1d5b3a;font-weight:700}.down{color:#a4161a;font-weight:700}
a{color:#0b5566}
`;
