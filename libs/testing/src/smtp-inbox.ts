import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string[];
  /** Header names lower-cased, folded lines unfolded. */
  headers: Record<string, string>;
  raw: string;
  /** The decoded text/plain part (quoted-printable and base64 undone). */
  text: string;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** How many mails to `address` arrived so far. */
  countMailsTo(address: string): number;
  /** The next mail to `address` after the `alreadySeen` that arrived before, once it arrives. */
  waitForMailTo(address: string, alreadySeen: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every message it accepts. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers: parseHeaders(raw),
          raw,
          text: plainTextOf(raw),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const waitUntil = async <T>(found: () => T | undefined, timeoutMs: number, describe: () => string) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = found();
      if (result !== undefined) return result;
      if (Date.now() > deadline) throw new Error(describe());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMails: (count, timeoutMs = 15_000) =>
      waitUntil(
        () => (mails.length >= count ? mails : undefined),
        timeoutMs,
        () => `expected ${count} mails, received ${mails.length}`,
      ),
    countMailsTo: (address) => mails.filter((mail) => mail.to.includes(address)).length,
    waitForMailTo: (address, alreadySeen, timeoutMs = 15_000) =>
      waitUntil(
        () => mails.filter((mail) => mail.to.includes(address))[alreadySeen],
        timeoutMs,
        () => `no mail to ${address} after the ${alreadySeen} seen (received ${mails.length} in all)`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHeadAndBody(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
}

function parseHeaders(raw: string): Record<string, string> {
  const head = splitHeadAndBody(raw)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers[line.slice(0, separator).toLowerCase()] = line.slice(separator + 1).trim();
  }
  return headers;
}

/** Walks multipart bodies down to the first text/plain part and decodes it. */
function plainTextOf(entity: string): string {
  const headers = parseHeaders(entity);
  const body = splitHeadAndBody(entity)[1];
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const text = plainTextOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!contentType.toLowerCase().startsWith('text/plain')) return '';
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
