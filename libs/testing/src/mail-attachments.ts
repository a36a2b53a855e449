import type { ReceivedMail } from './smtp-inbox';

export interface ReceivedAttachment {
  contentType: string;
  /** The Content-Disposition header of the part, as sent. */
  disposition: string;
  content: Buffer;
}

/** The base64 attachments of a received message (nodemailer's encoding), decoded. */
export function attachmentsOf(mail: ReceivedMail): ReceivedAttachment[] {
  const attachments: ReceivedAttachment[] = [];
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+/)) {
    const match = /^\r?\n?([\s\S]*?)\r?\n\r?\n([\s\S]*)$/.exec(part);
    if (!match) continue;
    const head = match[1].replace(/\r?\n[ \t]+/g, ' ');
    const disposition = /^content-disposition:\s*(.+)$/im.exec(head)?.[1] ?? '';
    if (!disposition.startsWith('attachment')) continue;
    attachments.push({
      contentType: /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1].trim() ?? '',
      disposition,
      content: Buffer.from(match[2].replace(/\s+/g, ''), 'base64'),
    });
  }
  return attachments;
}
