import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@medi/contracts';

/**
 * RFC 4180 text of the trail. Every cell is quoted, and one a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe: a doctor's Patient Id is typed text.
 */
export function auditCsvOf(entries: AuditEntry[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  const header = AUDIT_CSV_COLUMNS.map(([name]) => name).join(',');
  const rows = entries.map((entry) => AUDIT_CSV_COLUMNS.map(([, field]) => cell(entry[field])).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}
