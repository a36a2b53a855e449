import { randomUUID } from 'node:crypto';
import {
  AUDIT_ROUTES,
  CONSULTATION_HISTORY_ROUTES,
  DELIVERY_MESSAGES,
  DELIVERY_ROUTES,
  REPORT_TEXTS,
  type AiReportResponse,
  type AuditTrailReply,
  type ConsultationDetail,
  type GeneratedReportView,
  type PdfStatusReply,
} from '@medi/contracts';
import type { DocumentBundle, FhirResource } from '@medi/fhir';
import { fhirDocumentProblems, until } from '@medi/testing';
import { SAME_ORIGIN, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { newConsultation, startReportStack, type ReportStack } from './support/report-stack';

function answerOf(summary: string[], medications: AiReportResponse['Treatment_Plan']['Medications'] = []) {
  const [complaint, history, observation, plan] = summary;
  const answer: AiReportResponse = {
    Summary_Report: {
      Chief_Complaint: complaint,
      Medical_History: history,
      Observations: observation,
      Treatment_Plan: plan,
    },
    Treatment_Plan: { Laboratory_Tests: [], Medications: medications },
  };
  return () => JSON.stringify(answer);
}

function resourcesOf(bundle: DocumentBundle, type: string): FhirResource[] {
  return bundle.entry.map((entry) => entry.resource).filter((resource) => resource.resourceType === type);
}

describe('FHIR R4 export of a saved report through the gateway (real session, report and billing services)', () => {
  let stack: ReportStack;
  let doctor: SignedInDoctor;
  let intruder: SignedInDoctor;

  beforeAll(async () => {
    stack = await startReportStack('fhir');
    [doctor, intruder] = await Promise.all([signedInDoctor(stack), signedInDoctor(stack)]);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  /** A consultation in `language` whose report the local AI endpoint writes; its report once generated. */
  async function reportedConsultation(
    patient: { PatientId: string; PatientName: string },
    language: string,
    answer: () => string,
    typed: { notes: string[]; medlab: string[] },
  ): Promise<GeneratedReportView> {
    const sessionId = await newConsultation(doctor, patient, language);
    stack.answers.push(answer);
    await doctor.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({ sessionId, ...typed })
      .expect(200);
    return until(
      `the report of ${sessionId}`,
      async () => {
        const view = (await doctor.agent.get('/api/report/generated').query({ sessionId }).expect(200))
          .body as GeneratedReportView;
        return view.status === 'ready' ? view : undefined;
      },
      30_000,
    );
  }

  function exported(who: SignedInDoctor, query: Record<string, unknown>) {
    return who.agent.get(DELIVERY_ROUTES.fhir).query(query);
  }

  it.each([
    {
      language: 'en-US',
      patient: { PatientId: 'EN100', PatientName: 'Ravi Kumar' },
      summary: [
        'Fever for 2 days with a dry cough.',
        'No known illness.',
        'Temperature 101 F.',
        'Rest, fluids.',
      ],
      typed: {
        notes: ['Fever for 2 days with a dry cough.'],
        medlab: ['Paracetamol 650 mg three times a day for 5 days', 'HbA1c'],
      },
      medicine: 'Paracetamol',
    },
    {
      language: 'hi-IN',
      patient: { PatientId: 'HI100', PatientName: 'रवि कुमार' },
      summary: ['दो दिनों से बुखार और सूखी खांसी।', 'कोई पुरानी बीमारी नहीं।', 'तापमान 101 F.', 'आराम, तरल पदार्थ।'],
      typed: { notes: ['दो दिनों से बुखार।'], medlab: ['पैरासिटामोल 650 मि.ग्रा. दिन में तीन बार 5 दिन', 'HbA1c'] },
      medicine: 'पैरासिटामोल',
    },
    {
      language: 'ar-SA',
      patient: { PatientId: 'AR100', PatientName: 'رامي خالد' },
      summary: ['حمى منذ يومين مع سعال جاف.', 'لا أمراض مزمنة.', 'درجة الحرارة 38.4.', 'راحة وسوائل.'],
      typed: {
        notes: ['حمى منذ يومين.'],
        medlab: ['باراسيتامول 500 ملغ ثلاث مرات يوميا لمدة 5 أيام', 'HbA1c'],
      },
      medicine: 'باراسيتامول',
    },
  ])(
    'exports the $language consultation as a valid FHIR R4 document of the version the PDF prints',
    async ({ language, patient, summary, typed, medicine }) => {
      const view = await reportedConsultation(patient, language, answerOf(summary), typed);
      expect(view.resolved).toBe(true);

      const response = await exported(doctor, { reportId: view.reportId }).expect(200);
      expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const disposition = response.headers['content-disposition'];
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      const fileName = encoded ? decodeURIComponent(encoded) : /filename="([^"]+)"/.exec(disposition)?.[1];
      expect(fileName).toBe(`${patient.PatientName}_consultation.fhir.json`);

      const bundle = response.body as DocumentBundle;
      expect(fhirDocumentProblems(bundle)).toEqual([]);
      // The same saved version the PDF is made of.
      const pdf = (
        await doctor.agent
          .post(DELIVERY_ROUTES.requestPdf)
          .set(SAME_ORIGIN)
          .send({ reportId: view.reportId, kind: 'comprehensive' })
          .expect(200)
      ).body as PdfStatusReply;
      expect(bundle.meta?.versionId).toBe(String(pdf.version));
      const composition = bundle.entry[0].resource;
      expect(JSON.stringify(composition.section)).toContain(summary[0]);

      const consultation = (
        await doctor.agent.get(CONSULTATION_HISTORY_ROUTES.one(view.sessionId)).expect(200)
      ).body as ConsultationDetail;
      expect(resourcesOf(bundle, 'Encounter')[0]).toMatchObject({
        class: { code: 'AMB' },
        period: { start: new Date(consultation.startedAt).toISOString() },
      });
      expect(resourcesOf(bundle, 'Patient')[0]).toMatchObject({
        name: [{ text: patient.PatientName }],
        communication: [{ language: { coding: [{ code: language }] } }],
      });
      const [prescribed] = resourcesOf(bundle, 'MedicationRequest');
      expect((prescribed.medicationCodeableConcept as { text: string }).text).toContain(medicine);
      // The dosage as the report prints it, whatever the lexicon reads of it.
      const [medication] = view.data!.reports.prescriptions.Medications;
      const sig = [medication.Dosage, medication.Frequency, medication.Duration].filter(Boolean).join(', ');
      expect((prescribed.dosageInstruction as { text: string }[])[0].text).toBe(sig);
      expect(resourcesOf(bundle, 'ServiceRequest').map((request) => request.code)).toEqual([
        { text: 'HbA1c' },
      ]);

      // A second download is the same document, byte for byte.
      const again = await exported(doctor, { reportId: view.reportId, version: pdf.version }).expect(200);
      expect(again.text).toBe(response.text);
    },
  );

  it('refuses a version with an undecided flag, and carries the decided flag as a note', async () => {
    const view = await reportedConsultation(
      { PatientId: 'FL100', PatientName: 'Meera Das' },
      'en-US',
      answerOf(
        ['Fever for 2 days.', 'None.', 'Temperature 101 F.', 'Paracetamol.'],
        [{ Name: 'Warfarin', Dosage: '5 mg', Frequency: 'once daily', Duration: '5 days' }],
      ),
      { notes: ['Fever for 2 days.'], medlab: [] },
    );
    const [flagged, ...others] = view.review!.items.filter((item) => item.flag);
    expect(others).toEqual([]);
    expect(flagged.label).toContain('Warfarin');
    expect(flagged.flag).toBe('not_found');
    const refused = await exported(doctor, { reportId: view.reportId }).expect(409);
    expect((refused.body as { message: string }).message).toBe(REPORT_TEXTS.flagsOpen);

    const review = {
      ...view.review!,
      items: view.review!.items.map((item) =>
        item.id === flagged.id ? { ...item, resolution: 'kept' } : item,
      ),
    };
    await doctor.agent
      .post('/api/report/save')
      .set(SAME_ORIGIN)
      .send({ sessionId: view.sessionId, data: view.data, review })
      .expect(200);

    const bundle = (await exported(doctor, { reportId: view.reportId }).expect(200)).body as DocumentBundle;
    expect(fhirDocumentProblems(bundle)).toEqual([]);
    expect(bundle.meta?.versionId).toBe('2');
    const warfarin = resourcesOf(bundle, 'MedicationRequest').find((request) =>
      JSON.stringify(request.medicationCodeableConcept).includes('Warfarin'),
    );
    expect(warfarin).toMatchObject({
      medicationCodeableConcept: { coding: [{ system: 'http://www.whocc.no/atc', code: 'B01AA03' }] },
      note: [
        { text: 'Checked against the consultation: Not found in the consultation. The doctor kept it.' },
      ],
    });
    // The first version stays as it was saved: undecided, so still refused.
    await exported(doctor, { reportId: view.reportId, version: 1 }).expect(409);
  });

  it("answers another doctor's report exactly as one that does not exist (404)", async () => {
    const view = await reportedConsultation(
      { PatientId: 'OW100', PatientName: 'Kiran Rao' },
      'en-US',
      answerOf(['Cough.', 'None.', 'Chest clear.', 'Rest.']),
      { notes: ['Cough for a week.'], medlab: [] },
    );
    for (const reportId of [view.reportId, randomUUID()])
      expect((await exported(intruder, { reportId }).expect(404)).body).toMatchObject({
        code: 'COMMON.NOT_FOUND',
        message: DELIVERY_MESSAGES.reportNotFound,
      });
    await exported(doctor, { reportId: view.reportId }).expect(200);
    // Each export is in the doctor's audit trail, against the consultation; the refused ones in nobody's.
    const trailOf = async (who: SignedInDoctor) =>
      (
        (
          await who.agent
            .post(AUDIT_ROUTES.trail)
            .set(SAME_ORIGIN)
            .send({ sessionId: view.sessionId })
            .expect(200)
        ).body as AuditTrailReply
      ).items;
    expect((await trailOf(doctor)).map((item) => item.action)).toContain('fhir.export');
    expect(await trailOf(intruder)).toEqual([]);
  });
});
