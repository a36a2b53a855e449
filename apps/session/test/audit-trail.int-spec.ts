import {
  AuditPattern,
  ConsultationHistoryPattern,
  ConsultationPattern,
  PATIENT_CONSENT_TEXT,
  type AuditTrailQuery,
} from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import { runWithRequestContext } from '@medi/request-context';
import { createTestDatabase, startServiceUnderTest, type ServiceUnderTest } from '@medi/testing';
import { eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AuditPurgeScheduler } from '../src/audit/audit-purge.scheduler';
import { AppModule, SERVICE_NAME } from '../src/app.module';
import { loadSessionEnv, type SessionEnv } from '../src/config/env';
import * as schema from '../src/db/schema';

const patient = {
  PatientId: 'AUD1',
  PatientName: 'Meera Pillai',
  Gender: 'Female',
  DoB: '1984-07-09',
} as const;
const DOCTOR_ADDRESS = '203.0.113.7';

/**
 * With a PostgreSQL server (TEST_DATABASE_URL), the service runs as a role of its own that is not a superuser and
 * owns its database, as under `npm start`: that role is the application's role the trail must resist. Without one,
 * PGlite runs the same migrations and triggers (as its only, superuser, role).
 */
async function applicationDatabase(): Promise<
  { url: string; adminUrl: string; drop(): Promise<void> } | undefined
> {
  const admin = await createTestDatabase();
  if (!admin) return undefined;
  const role = `medi_app_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const database = `${role}_db`;
  const client = new Client({ connectionString: admin.url });
  await client.connect();
  await client.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER PASSWORD '${password}'`);
  await client.query(`CREATE DATABASE ${database} OWNER ${role}`);
  await client.end();
  const url = new URL(admin.url);
  url.username = role;
  url.password = password;
  url.pathname = `/${database}`;
  const adminUrl = new URL(admin.url);
  adminUrl.pathname = `/${database}`;
  return {
    url: url.toString(),
    adminUrl: adminUrl.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: admin.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.query(`DROP ROLE IF EXISTS ${role}`);
      await cleanup.end();
      await admin.drop();
    },
  };
}

describe('the audit trail of patient data in the session service', () => {
  let running: ServiceUnderTest<SessionEnv>;
  let db: Database<typeof schema>;
  let server: Awaited<ReturnType<typeof applicationDatabase>>;
  const doctorId = randomUUID();

  /** Calls the service as the gateway does for a signed-in doctor: who and from where travel with the message. */
  function asDoctor<T>(userId: string, correlationId: string, work: () => Promise<T>): Promise<T> {
    return runWithRequestContext(
      { correlationId, actor: { kind: 'doctor', id: userId }, clientAddress: DOCTOR_ADDRESS },
      work,
    );
  }

  function trail(userId: string, query: Partial<AuditTrailQuery> = {}) {
    return asDoctor(userId, randomUUID(), () =>
      running.client.send(AuditPattern.Trail, { userId, export: false, limit: 50, ...query }),
    );
  }

  beforeAll(async () => {
    server = process.env.TEST_DATABASE_URL ? await applicationDatabase() : undefined;
    running = await startServiceUnderTest({
      service: SERVICE_NAME,
      loadEnv: loadSessionEnv,
      appModule: (env) => AppModule.forRoot(env),
      env: server ? { DATABASE_URL: server.url } : {},
    });
    db = running.app.get<Database<typeof schema>>(DATABASE);
  });
  afterAll(async () => {
    await running?.stop();
    await server?.drop();
  });

  it('records writes and reads with who, action, ids, address and correlation id, and the trail read itself', async () => {
    const { patientId } = await asDoctor(doctorId, 'corr-write-patient', () =>
      running.client.send(ConsultationPattern.UpsertPatient, { userId: doctorId, patient }),
    );
    const { sessionId } = await asDoctor(doctorId, 'corr-create-session', () =>
      running.client.send(ConsultationPattern.CreateSession, {
        userId: doctorId,
        patientId,
        consentText: PATIENT_CONSENT_TEXT,
        language: 'en-US',
      }),
    );
    await asDoctor(doctorId, 'corr-read', () =>
      running.client.send(ConsultationHistoryPattern.Get, { userId: doctorId, sessionId }),
    );
    await asDoctor(doctorId, 'corr-report-read', () =>
      running.client.send(AuditPattern.Record, { action: 'report.read', userId: doctorId, sessionId }),
    );

    const page = await trail(doctorId, { patientCode: 'AUD1' });

    expect(page.items.map((item) => [item.action, item.correlationId])).toEqual([
      ['report.read', 'corr-report-read'],
      ['consultation.read', 'corr-read'],
      ['consultation.create', 'corr-create-session'],
      ['patient.write', 'corr-write-patient'],
    ]);
    expect(page.items[0]).toMatchObject({
      actorKind: 'doctor',
      actorId: doctorId,
      patientCode: 'AUD1',
      sessionId,
      clientAddress: DOCTOR_ADDRESS,
    });
    const reads = await db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'audit.read'));
    expect(reads).toEqual([expect.objectContaining({ doctorId, patientId, actorId: doctorId })]);
  });

  it("shows another doctor nothing of this doctor's patients, and refuses to record on their consultation", async () => {
    const other = randomUUID();
    const [ours] = await db
      .select({ sessionId: schema.auditEvents.sessionId })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'consultation.create'));

    expect((await trail(other)).items.filter((item) => item.action !== 'audit.read')).toEqual([]);
    expect((await trail(other, { patientCode: 'AUD1' })).items).toEqual([]);
    await expect(
      asDoctor(other, randomUUID(), () =>
        running.client.send(AuditPattern.Record, {
          action: 'report.read',
          userId: other,
          sessionId: ours.sessionId!,
        }),
      ),
    ).rejects.toMatchObject({ code: 'COMMON.NOT_FOUND' });
  });

  it('has columns for ids, an action name, an address and a request id only, and refuses free text in them', async () => {
    const answer: unknown = await db.execute(
      sql`SELECT column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'session' AND table_name = 'audit_events' ORDER BY column_name`,
    );
    // node-postgres and PGlite both answer { rows }.
    const columns = answer as { rows: { column_name: string; data_type: string }[] };
    expect(Object.fromEntries(columns.rows.map((row) => [row.column_name, row.data_type]))).toEqual({
      action: 'text',
      actor_id: 'uuid',
      actor_kind: 'text',
      at: 'timestamp with time zone',
      client_address: 'inet',
      correlation_id: 'text',
      doctor_id: 'uuid',
      id: 'uuid',
      patient_id: 'uuid',
      session_id: 'uuid',
    });
    const freeText = db.insert(schema.auditEvents).values({
      actorKind: 'doctor',
      action: 'Patient Meera Pillai has diabetes',
      correlationId: 'c-1',
    });
    await expect(freeText).rejects.toThrow();
  });

  it("refuses the application's own role an UPDATE, a DELETE of a young row and a TRUNCATE", async () => {
    const attempts = {
      update: db.execute(sql`UPDATE session.audit_events SET action = 'consultation.read'`),
      delete: db.execute(sql`DELETE FROM session.audit_events`),
      truncate: db.execute(sql`TRUNCATE session.audit_events`),
    };
    for (const attempt of Object.values(attempts)) {
      // Drizzle wraps the database's error: its cause says why.
      const failure = await attempt.then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
      expect(failure).toMatch(/append-only|permission denied/);
    }
    const [left] = await db.select({ rows: sql<number>`count(*)::int` }).from(schema.auditEvents);
    expect(left.rows).toBeGreaterThanOrEqual(5);
  });

  // PGlite's only role is the superuser: there the test above is this one.
  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;

  onServer('refuses even a database superuser an UPDATE or DELETE while the triggers stand', async () => {
    if (!server) throw new Error('the PostgreSQL server of TEST_DATABASE_URL did not answer');
    const admin = new Client({ connectionString: server.adminUrl });
    await admin.connect();
    try {
      await expect(admin.query(`UPDATE session.audit_events SET action = 'x'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(admin.query(`DELETE FROM session.audit_events`)).rejects.toThrow(/append-only/);
    } finally {
      await admin.end();
    }
  });

  it('purges rows past the retention and keeps the younger ones', async () => {
    const oldCorrelation = `old-${randomUUID()}`;
    // Only a superuser with the triggers off can write a row dated in the past: the application's role cannot.
    const backdate = [
      'SET session_replication_role = replica',
      `INSERT INTO session.audit_events (at, actor_kind, action, doctor_id, correlation_id)
        VALUES (now() - interval '400 days', 'doctor', 'consultation.read', '${doctorId}', '${oldCorrelation}')`,
      'SET session_replication_role = origin',
    ];
    if (server) {
      const admin = new Client({ connectionString: server.adminUrl });
      await admin.connect();
      for (const statement of backdate) await admin.query(statement);
      await admin.end();
    } else {
      // PGlite has one connection: the setting holds from one statement to the next.
      for (const statement of backdate) await db.execute(sql.raw(statement));
    }
    const before = await db.select({ id: schema.auditEvents.id }).from(schema.auditEvents);

    const deleted = await running.app.get(AuditPurgeScheduler).purge();

    expect(deleted).toBe(1);
    const after = await db
      .select({ correlationId: schema.auditEvents.correlationId })
      .from(schema.auditEvents);
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((row) => row.correlationId)).not.toContain(oldCorrelation);
  });
});
