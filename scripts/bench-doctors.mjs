// Doctors for the benchmarks and CI's first-start smoke: registered through the API, and the sign-in code read from
// the stack's MailDev. `origin` is the stack's public origin when `url` reaches it by another name (127.0.0.1).
import { randomInt } from 'node:crypto';

export const password = 'Bench!Passw0rd';

export async function registerDoctor(url, index, origin = url) {
  const email = `bench.doctor${Date.now()}${index}@hospital.in`;
  const response = await fetch(`${url}/api/manage/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      Title: 1,
      Name: 'Bench Doctor',
      Gender: 2,
      DateOfBirth: '1985-04-12',
      Email: email,
      Password: password,
      ConfirmPassword: password,
      MedicalCredentials: 2,
      Specialization: 'Cardiology',
      TermsAndPrivacy: true,
      LicenseAgreement: true,
      CountryId: 1,
      // Unique within a run by the index, across runs by the random part.
      LicenseNumber: `KMC-2015-${randomInt(100, 1_000)}${String(index).padStart(4, '0')}`,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

export async function codeFor(mailUrl, email, since) {
  for (;;) {
    const emails = await (await fetch(`${mailUrl}/email`)).json();
    const match = emails.find(
      (message) => message.to.some((to) => to.address === email) && Date.parse(message.time) >= since - 1_000,
    );
    const code = match && /^\s*(\d{4})\s*$/m.exec(match.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function postJson(url, path, body, cookie, origin = url) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A new doctor signed in with password and e-mailed code: the session's Cookie header. */
export async function signedInDoctorCookie(url, mailUrl, index, origin = url) {
  const email = await registerDoctor(url, index, origin);
  const since = Date.now();
  // The password step's cookie carries the sign-in attempt the code completes.
  const attempt = cookiesOf(
    await postJson(url, '/api/manage/login', { Email: email, Password: password }, undefined, origin),
  );
  const code = await codeFor(mailUrl, email, since);
  const verified = await postJson(
    url,
    '/api/manage/login/verify',
    { Email: email, VerificationCode: code, RememberMe: false },
    attempt,
    origin,
  );
  return cookiesOf(verified);
}
