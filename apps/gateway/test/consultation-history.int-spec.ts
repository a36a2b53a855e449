import { randomUUID } from 'node:crypto';
import {
  AUDIT_ROUTES,
  CONSULTATION_HISTORY_ROUTES,
  DELIVERY_ROUTES,
  RECORD_MESSAGES,
  type AiReportResponse,
  type AuditTrailReply,
  type ConsultationDetail,
  type ConsultationListReply,
  type GeneratedReportView,
  type PdfStatusReply,
} from '@medi/contracts';
import { until } from '@medi/testing';
import request from 'supertest';
import { SAME_ORIGIN, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { newConsultation, startReportStack, type ReportStack } from './support/report-stack';

const AI_ANSWER: AiReportResponse = {
  Summary_Report: {
    Chief_Complaint: 'Fever for 2 days.',
    Medical_History: 'None.',
    Observations: 'Temperature 101 F.',
    Treatment_Plan: 'Paracetamol.',
  },
  Treatment_Plan: {
    Laboratory_Tests: [],
    Medications: [
      { Name: 'Paracetamol', Dosage: '650 mg', Frequency: 'three times a day', Duration: '5 days' },
    ],
  },
};

describe('past consultations through the gateway (real session, report and billing services)', () => {
  let stack: ReportStack;
  let doctor: SignedInDoctor;
  let intruder: SignedInDoctor;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    stack = await startReportStack('history', { withSql: true });
    doctor = await signedInDoctor(stack);
    intruder = await signedInDoctor(stack);
    older = await newConsultation(doctor, { PatientId: 'AN100', PatientName: 'Anita Desai' });
    newer = await newConsultation(doctor, { PatientId: 'BK200', PatientName: 'Bharat Kapoor' });
    // The older one gets its report, with the notes and prescription items of the page.
    stack.answers.push(() => JSON.stringify(AI_ANSWER));
    await doctor.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({
        sessionId: older,
        notes: ['Fever for 2 days.'],
        medlab: ['Paracetamol 650 mg three times a day'],
      })
      .expect(200);
    await settled(older);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function settled(sessionId: string): Promise<GeneratedReportView> {
    return until(
      `the report of ${sessionId}`,
      async () => {
        const view = (await doctor.agent.get('/api/report/generated').query({ sessionId }).expect(200))
          .body as GeneratedReportView;
        return view.status === 'pending' ? undefined : view;
      },
      30_000,
    );
  }

  function search(who: SignedInDoctor, body: Record<string, unknown>) {
    return who.agent.post(CONSULTATION_HISTORY_ROUTES.search).set(SAME_ORIGIN).send(body);
  }

  it('lists the doctor’s consultations newest first with each report’s status', async () => {
    const reply = (await search(doctor, {}).expect(200)).body as ConsultationListReply;
    expect(reply.items.map((item) => item.sessionId)).toEqual([newer, older]);
    expect(reply.nextCursor).toBeNull();
    expect(reply.items[0]).toMatchObject({
      patient: { name: 'Bharat Kapoor', patientCode: 'BK200' },
      language: 'en-US',
      status: 'created',
      report: { state: 'none', versions: 0, flagsOpen: 0 },
    });
    expect(reply.items[1].report).toEqual({ state: 'draft', versions: 1, flagsOpen: 0 });
  });

  it('searches in the POST body, pages with a cursor, and refuses a page over the maximum', async () => {
    const found = (await search(doctor, { query: 'anita' }).expect(200)).body as ConsultationListReply;
    expect(found.items.map((item) => item.sessionId)).toEqual([older]);
    const byId = (await search(doctor, { query: 'bk2' }).expect(200)).body as ConsultationListReply;
    expect(byId.items.map((item) => item.sessionId)).toEqual([newer]);

    const first = (await search(doctor, { limit: 1 }).expect(200)).body as ConsultationListReply;
    expect(first.items.map((item) => item.sessionId)).toEqual([newer]);
    const second = (await search(doctor, { limit: 1, cursor: first.nextCursor }).expect(200))
      .body as ConsultationListReply;
    expect(second.items.map((item) => item.sessionId)).toEqual([older]);
    expect(second.nextCursor).toBeNull();

    await search(doctor, { limit: 51 }).expect(400);
    await search(doctor, { query: 'x'.repeat(31) }).expect(400);
  });

  it('reopens a consultation with its notes, prescription and every report version, each readable', async () => {
    const detail = (await doctor.agent.get(CONSULTATION_HISTORY_ROUTES.one(older)).expect(200))
      .body as ConsultationDetail;
    expect(detail).toMatchObject({
      sessionId: older,
      patient: { name: 'Anita Desai' },
      notes: ['Fever for 2 days.'],
      prescriptions: ['Paracetamol 650 mg three times a day'],
      report: { state: 'draft', versions: 1 },
    });
    expect(detail.reportVersions.map((version) => version.version)).toEqual([1]);

    // An edit is the next version; the first stays readable as it was.
    const first = await settled(older);
    const edited = structuredClone(first.data!);
    edited.reports.summary.observation = 'Temperature 101 F, throat red.';
    await doctor.agent
      .post('/api/report/save')
      .set(SAME_ORIGIN)
      .send({ sessionId: older, data: edited, review: first.review })
      .expect(200);
    const after = (await doctor.agent.get(CONSULTATION_HISTORY_ROUTES.one(older)).expect(200))
      .body as ConsultationDetail;
    expect(after.report).toEqual({ state: 'saved', versions: 2, flagsOpen: 0 });
    expect(after.reportVersions.map((version) => version.version)).toEqual([1, 2]);
    const version1 = (
      await doctor.agent.get('/api/report/generated').query({ sessionId: older, version: 1 }).expect(200)
    ).body as GeneratedReportView;
    expect(version1).toMatchObject({ version: 1 });
    // The draft's finding, then the doctor's typed note as written.
    expect(version1.data?.reports.summary.observation).toBe('Temperature 101 F.\nFever for 2 days.');
    await doctor.agent.get('/api/report/generated').query({ sessionId: older, version: 3 }).expect(404);
  });

  function trailOf(who: SignedInDoctor, filter: Record<string, unknown>) {
    return who.agent.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send(filter);
  }

  it("records every read and write of the patient's data in the doctor's trail, with who, where and which request", async () => {
    const reply = (await trailOf(doctor, { patientCode: 'an100' }).expect(200)).body as AuditTrailReply;
    const actions = reply.items.map((item) => item.action);

    for (const action of [
      'patient.write',
      'consultation.create',
      'notes.write',
      'report.request',
      'transcript.read',
      'report.read',
      'consultation.read',
      'report.version.save',
    ])
      expect(actions).toContain(action);
    expect(reply.items.every((item) => item.patientCode === 'AN100')).toBe(true);
    const read = reply.items.find((item) => item.action === 'consultation.read')!;
    expect(read).toMatchObject({ actorKind: 'doctor', actorId: doctor.userId, sessionId: older });
    expect(read.clientAddress).toMatch(/127\.0\.0\.1/);
    expect(read.correlationId).toMatch(/\S/);
    // The report job read the transcript on the doctor's behalf: the system's read, no address.
    expect(reply.items.filter((item) => item.action === 'transcript.read')).toContainEqual(
      expect.objectContaining({ actorKind: 'system', actorId: null, clientAddress: null }),
    );
    // Paged, and reading the trail is recorded in it.
    const first = (await trailOf(doctor, { patientCode: 'AN100', limit: 2 }).expect(200))
      .body as AuditTrailReply;
    expect(first.items).toHaveLength(2);
    expect(first.items[0].action).toBe('audit.read');
    const next = (
      await trailOf(doctor, { patientCode: 'AN100', limit: 2, cursor: first.nextCursor }).expect(200)
    ).body as AuditTrailReply;
    expect(next.items[0].id).not.toBe(first.items[0].id);
  });

  it('exports the filtered trail as CSV, records the export, and filters by date', async () => {
    const csv = await doctor.agent
      .post(AUDIT_ROUTES.csv)
      .set(SAME_ORIGIN)
      .send({ sessionId: older })
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-trail.csv"/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,actor_kind,actor_id,action,patient_id,consultation_id,client_address,correlation_id',
    );
    expect(lines.slice(1).every((line) => line.includes(`"${older}"`))).toBe(true);
    expect(csv.text).not.toMatch(/Anita|Desai|Fever|Paracetamol/);

    const after = (await trailOf(doctor, { sessionId: older, limit: 1 }).expect(200)).body as AuditTrailReply;
    expect(after.items[0].action).toBe('audit.export');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(((await trailOf(doctor, { from: tomorrow }).expect(200)).body as AuditTrailReply).items).toEqual(
      [],
    );
    await trailOf(doctor, { from: tomorrow, to: '2020-01-01' }).expect(400);
  });

  it("answers another doctor's consultation on every route exactly as one that does not exist (404)", async () => {
    const listed = (await search(intruder, { query: 'Anita' }).expect(200)).body as ConsultationListReply;
    expect(listed.items).toEqual([]);
    for (const id of [older, randomUUID(), 'not-a-session-id']) {
      expect((await intruder.agent.get(CONSULTATION_HISTORY_ROUTES.one(id)).expect(404)).body).toMatchObject({
        message: RECORD_MESSAGES.noSuchSession,
      });
      expect(
        (await intruder.agent.delete(CONSULTATION_HISTORY_ROUTES.one(id)).set(SAME_ORIGIN).expect(404)).body,
      ).toMatchObject({ message: RECORD_MESSAGES.noSuchSession });
    }
    await intruder.agent.get('/api/report/generated').query({ sessionId: older, version: 1 }).expect(404);
    // The trail of another doctor's patient or consultation is empty; their own trail holds none of it.
    for (const filter of [{ patientCode: 'AN100' }, { sessionId: older }, {}]) {
      const trail = (await trailOf(intruder, filter).expect(200)).body as AuditTrailReply;
      expect(trail.items.filter((item) => item.sessionId === older || item.patientCode === 'AN100')).toEqual(
        [],
      );
    }
    const csv = await intruder.agent
      .post(AUDIT_ROUTES.csv)
      .set(SAME_ORIGIN)
      .send({ sessionId: older })
      .expect(200);
    expect(csv.text).not.toContain(older);
    // Nothing of the doctor's was touched.
    await doctor.agent.get(CONSULTATION_HISTORY_ROUTES.one(older)).expect(200);
  });

  it('refuses every route without a signed-in doctor', async () => {
    const agent = request.agent(stack.gateway.app.getHttpServer());
    await agent.post(CONSULTATION_HISTORY_ROUTES.search).set(SAME_ORIGIN).send({}).expect(401);
    await agent.get(CONSULTATION_HISTORY_ROUTES.one(older)).expect(401);
    await agent.delete(CONSULTATION_HISTORY_ROUTES.one(older)).set(SAME_ORIGIN).expect(401);
    await agent.post(AUDIT_ROUTES.trail).set(SAME_ORIGIN).send({}).expect(401);
    await agent.post(AUDIT_ROUTES.csv).set(SAME_ORIGIN).send({}).expect(401);
  });

  it('deletes a consultation from every store: transcript, notes, report versions, PDFs and shares', async () => {
    const report = await settled(older);
    // A PDF rendered and kept, as a download leaves it.
    const asked = (
      await doctor.agent
        .post(DELIVERY_ROUTES.requestPdf)
        .set(SAME_ORIGIN)
        .send({ reportId: report.reportId, kind: 'summary' })
        .expect(200)
    ).body as PdfStatusReply;
    await until('the PDF', async () => {
      const status = (
        await doctor.agent
          .get(DELIVERY_ROUTES.pdfStatus)
          .query({ reportId: report.reportId, kind: 'summary', version: asked.version })
          .expect(200)
      ).body as PdfStatusReply;
      return status.status === 'ready' ? status : undefined;
    });
    const reportSql = stack.sql.report!;
    const sessionSql = stack.sql.session!;
    const count = async (sql: typeof reportSql, query: string, id: string) =>
      Number((await sql.query<{ n: string }>(query, [id])).rows[0].n);
    expect(
      await count(
        reportSql,
        'select count(*) as n from report.report_pdfs where report_id = $1',
        report.reportId,
      ),
    ).toBe(1);

    await doctor.agent
      .delete(CONSULTATION_HISTORY_ROUTES.one(older))
      .set(SAME_ORIGIN)
      .expect(200, { success: true });

    for (const table of ['report.report_versions', 'report.report_pdfs', 'report.report_shares'])
      expect(
        await count(reportSql, `select count(*) as n from ${table} where report_id = $1`, report.reportId),
      ).toBe(0);
    expect(
      await count(reportSql, 'select count(*) as n from report.reports where session_id = $1', older),
    ).toBe(0);
    for (const table of ['session.transcript_segments', 'session.session_report_inputs'])
      expect(await count(sessionSql, `select count(*) as n from ${table} where session_id = $1`, older)).toBe(
        0,
      );
    // The consent audit is kept, as the law requires.
    expect(
      await count(
        sessionSql,
        'select count(*) as n from session.consent_events where session_id = $1',
        older,
      ),
    ).toBe(1);

    await doctor.agent.get(CONSULTATION_HISTORY_ROUTES.one(older)).expect(404);
    await doctor.agent.get('/api/report/generated').query({ sessionId: older }).expect(404);
    const listed = (await search(doctor, {}).expect(200)).body as ConsultationListReply;
    expect(listed.items.map((item) => item.sessionId)).toEqual([newer]);
    // A second delete finds nothing.
    await doctor.agent.delete(CONSULTATION_HISTORY_ROUTES.one(older)).set(SAME_ORIGIN).expect(404);
    // The trail outlives the consultation: the deletions and the PDF are in it, as ids.
    const trail = (await trailOf(doctor, { sessionId: older }).expect(200)).body as AuditTrailReply;
    const actions = trail.items.map((item) => item.action);
    for (const action of ['consultation.delete', 'report.delete', 'report.pdf.request'])
      expect(actions).toContain(action);
  });
});
