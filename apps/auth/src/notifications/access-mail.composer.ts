import { ACCESS_LIMITS } from '@medi/contracts';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Greeting name: the doctor's name as registered, e.g. 'Asha Rao'. */
export interface MailRecipient {
  name: string;
}

export function signInCodeMail(productName: string, recipient: MailRecipient, code: string): ComposedMail {
  const intro = `Hello ${recipient.name},\n\nUse this verification code to sign in to ${productName}:`;
  const outro =
    `It expires in ${ACCESS_LIMITS.otpValidMinutes} minutes and works once. ` +
    'If you did not try to sign in, change your password.';
  return {
    subject: `Your ${productName} verification code`,
    text: `${intro}\n\n${code}\n\n${outro}\n\n${productName}`,
    html: page([
      paragraph(`Hello ${recipient.name},`),
      paragraph(`Use this verification code to sign in to ${productName}:`),
      `<p style="font-size:28px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>`,
      paragraph(outro),
      paragraph(productName),
    ]),
  };
}

export function signInLockedMail(
  productName: string,
  recipient: MailRecipient,
  signInUrl: string,
): ComposedMail {
  const explanation =
    `Someone entered ${ACCESS_LIMITS.otpWrongCodesPerDay} incorrect verification codes for your ${productName} ` +
    `account, so sign-in is locked for ${ACCESS_LIMITS.signInLockHours} hours.`;
  const advice =
    'If this was not you, someone may know your password: reset it now with "Forgot password" on the sign-in ' +
    'page, which also unlocks sign-in.';
  return {
    subject: `${productName} sign-in locked`,
    text: `Hello ${recipient.name},\n\n${explanation}\n\n${advice}\n${signInUrl}\n\n${productName}`,
    html: page([
      paragraph(`Hello ${recipient.name},`),
      paragraph(explanation),
      paragraph(advice),
      link(signInUrl, 'Open the sign-in page'),
      paragraph(productName),
    ]),
  };
}

export function passwordResetMail(
  productName: string,
  recipient: MailRecipient,
  resetUrl: string,
): ComposedMail {
  const explanation =
    `Use this link to choose a new ${productName} password. It works once, within ` +
    `${ACCESS_LIMITS.resetTokenValidMinutes} minutes.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    subject: `Reset your ${productName} password`,
    text: `Hello ${recipient.name},\n\n${explanation}\n${resetUrl}\n\n${ignore}\n\n${productName}`,
    html: page([
      paragraph(`Hello ${recipient.name},`),
      paragraph(explanation),
      link(resetUrl, 'Reset your password'),
      paragraph(ignore),
      paragraph(productName),
    ]),
  };
}

function page(parts: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${parts.join('')}</body></html>`;
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function link(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
}

/** Names and addresses come from sign-up forms: never let them become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
