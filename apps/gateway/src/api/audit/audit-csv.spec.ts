import type { AuditEntry } from '@medi/contracts';
import { auditCsvOf } from './audit-csv';

const entry: AuditEntry = {
  id: 'e-1',
  at: '2026-11-28T04:00:00.000Z',
  actorKind: 'doctor',
  actorId: 'd-1',
  action: 'report.pdf.download',
  patientCode: 'AB-12',
  sessionId: 's-1',
  clientAddress: null,
  correlationId: 'c-1',
};

describe('the audit trail as CSV', () => {
  it('writes a header and one quoted row per entry, an empty cell for a missing value', () => {
    expect(auditCsvOf([entry])).toBe(
      'at,actor_kind,actor_id,action,patient_id,consultation_id,client_address,correlation_id\r\n' +
        '"2026-11-28T04:00:00.000Z","doctor","d-1","report.pdf.download","AB-12","s-1","","c-1"\r\n',
    );
  });

  it('defuses a cell a spreadsheet would run as a formula and doubles quotes', () => {
    const csv = auditCsvOf([{ ...entry, patientCode: '=HYPERLINK("x")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
