import { randomUUID } from 'node:crypto';
import {
  RECORD_MESSAGES,
  type AiReportResponse,
  type GeneratedReportView,
  type ReportReview,
} from '@medi/contracts';
import { occurrencesIgnoringLayout, pdfPages, until } from '@medi/testing';
import { SAME_ORIGIN, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { downloaded } from './support/pdf-downloads';
import {
  newConsultation,
  REPORT_AI_MODEL,
  REPORT_AI_TIMEOUT_MS,
  startReportStack,
  type ReportStack,
} from './support/report-stack';

const NOTES = ['Fever for 2 days with a dry cough.', 'No chest pain.', 'Temperature 101 F, chest clear.'];
const MEDLAB = ['Paracetamol 650 mg three times a day for 5 days', 'CBC'];

function aiAnswer(
  overrides: { complaint?: string; medications?: AiReportResponse['Treatment_Plan']['Medications'] } = {},
): string {
  const answer: AiReportResponse = {
    Summary_Report: {
      Chief_Complaint: overrides.complaint ?? 'Fever for 2 days with dry cough.',
      Medical_History: 'Denies chest pain.',
      Observations: 'Temperature 101 F, chest clear.',
      Treatment_Plan: 'Paracetamol for fever, CBC.',
    },
    Treatment_Plan: {
      Laboratory_Tests: ['CBC'],
      Medications: overrides.medications ?? [
        { Name: 'Paracetamol', Dosage: '650 mg', Frequency: 'three times a day', Duration: '5 days' },
      ],
    },
  };
  return JSON.stringify(answer);
}

describe('Generate Results against a local OpenAI-compatible endpoint', () => {
  let stack: ReportStack;
  let doctor: SignedInDoctor;

  beforeAll(async () => {
    stack = await startReportStack('reports');
    doctor = await signedInDoctor(stack);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function reportsLeft(who: SignedInDoctor = doctor): Promise<number> {
    const reply = await who.agent
      .post(`/api/manage/update-counter?userId=${who.userId}`)
      .set(SAME_ORIGIN)
      .expect(200);
    expect(reply.body).toMatchObject({ success: true });
    return (reply.body as { count: number }).count;
  }

  function requestReport(sessionId: string, who: SignedInDoctor = doctor) {
    return who.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({ sessionId, transcription: [], notes: NOTES, medlab: MEDLAB });
  }

  /** Polls the report until its job has run (ready or failed). */
  async function settled(sessionId: string, who: SignedInDoctor = doctor): Promise<GeneratedReportView> {
    return until(
      `the report of ${sessionId} settled`,
      async () => {
        const view = (await who.agent.get(`/api/report/generated?sessionId=${sessionId}`).expect(200))
          .body as GeneratedReportView;
        return view.status === 'pending' ? undefined : view;
      },
      30_000,
    );
  }

  it('turns a valid answer into the report, checks every item and spends one report', async () => {
    const before = await reportsLeft();
    const sessionId = await newConsultation(doctor);
    stack.answers.push(() => aiAnswer());
    const chatsBefore = stack.ai.chats.length;
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);

    expect(view).toMatchObject({ status: 'ready', version: 1, resolved: true });
    expect(view.review?.draftSource).toBe('ai');
    expect(view.data?.reports.prescriptions.Medications[0]).toMatchObject({
      Name: 'Paracetamol',
      Dosage: '650 mg',
    });
    expect(view.data?.patientInfo).toMatchObject({ name: 'Ravi Kumar', gender: 'Male' });
    const paracetamol = view.review?.items.find((item) => item.kind === 'medication');
    expect(paracetamol?.flag).toBeUndefined();
    expect(paracetamol?.evidence[0]).toMatchObject({ source: { type: 'prescription', index: 0 } });
    // The model is the configured one (a Free plan has no priority model), and it saw the doctor's notes.
    const chat = stack.ai.chats[chatsBefore];
    expect(chat.model).toBe(REPORT_AI_MODEL);
    expect(chat.messages.map((message) => message.content).join('\n')).toContain('No chest pain.');
    expect(await reportsLeft()).toBe(before - 1);
  });

  it("keeps every line the doctor typed, in any language and outside the lexicon, as the doctor's own", async () => {
    const medlab = [
      'Tab. Bilastine 20 mg once daily for 7 days',
      'Syp. Ascoril LS 5 ml thrice daily',
      'باراسيتامول 500 ملغ مرتين يومياً',
      'पैरासिटामोल 500 मि.ग्रा. दिन में दो बार',
      'സെട്രിസിൻ 10 മി.ഗ്രാ രാത്രി',
    ];
    const notes = ['الحلق محتقن', 'गले में खराश है'];
    // A doctor of their own: the other tests count this doctor's reports.
    const typist = await signedInDoctor(stack);
    const sessionId = await newConsultation(typist);
    // The model leaves every typed line out of its answer, and adds a test nobody ordered.
    const answer: AiReportResponse = {
      Summary_Report: {
        Chief_Complaint: 'As in the notes.',
        Medical_History: 'Not discussed.',
        Observations: 'As in the notes.',
        Treatment_Plan: 'As prescribed.',
      },
      Treatment_Plan: { Laboratory_Tests: ['CBC'], Medications: [] },
    };
    stack.answers.push(() => JSON.stringify(answer));
    await typist.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({ sessionId, transcription: [], notes, medlab })
      .expect(200);
    const view = await settled(sessionId, typist);

    expect(view.data?.reports.prescriptions.Medications).toEqual([
      { Name: 'Tab. Bilastine', Dosage: '20 mg', Frequency: 'once daily', Duration: '7 days' },
      { Name: 'Syp. Ascoril LS', Dosage: '5 ml', Frequency: 'thrice daily', Duration: '' },
      { Name: 'باراسيتامول', Dosage: '500 ملغ', Frequency: 'مرتين يومياً', Duration: '' },
      { Name: 'पैरासिटामोल', Dosage: '500 मि.ग्रा.', Frequency: 'दिन में दो बार', Duration: '' },
      { Name: 'സെട്രിസിൻ', Dosage: '10 മി.ഗ്രാ', Frequency: 'രാത്രി', Duration: '' },
    ]);
    const typed = view.review?.items.filter((item) => item.kind === 'medication') ?? [];
    expect(typed.map((item) => item.flag)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(typed[2].evidence[0]).toMatchObject({
      source: { type: 'prescription', index: 2 },
      text: medlab[2],
    });
    for (const note of notes) expect(view.data?.reports.summary.observation).toContain(note);
    for (const line of medlab) expect(view.data?.reports.summary.treatmentPlan).toContain(line);
    // What the model added on its own is still checked: nothing in this consultation orders a CBC. The doctor
    // removes it, and the report may be printed.
    expect(view.review?.items.find((item) => item.label === 'CBC')?.flag).toBe('not_found');
    const data = structuredClone(view.data!);
    data.reports.prescriptions.Laboratory_Tests = [];
    const saved = await typist.agent
      .post('/api/report/save')
      .set(SAME_ORIGIN)
      .send({ sessionId, data, review: view.review })
      .expect(200);
    expect(saved.body).toMatchObject({ version: 2, resolved: true });

    const pdf = await downloaded(typist.agent, view.reportId, 'comprehensive', 2);
    const text = pdfPages(pdf.body as Buffer)
      .join('\n')
      .normalize('NFKC');
    expect(text).toContain('TAB. BILASTINE');
    expect(text).toContain('SYP. ASCORIL LS');
    for (const word of ['باراسيتامول', 'محتقن', 'पैरासिटामोल', 'खराश'])
      expect(occurrencesIgnoringLayout(text, word.normalize('NFKC'))).toBeGreaterThan(0);
    expect(text).not.toContain('No medications prescribed.');
    expect(text).not.toContain('No examination findings were recorded.');
  });

  it('spends one report however often the doctor asks for the same session', async () => {
    const before = await reportsLeft();
    const sessionId = await newConsultation(doctor);
    stack.answers.push(() => aiAnswer());
    const replies = await Promise.all([requestReport(sessionId), requestReport(sessionId)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    await settled(sessionId);
    expect((await requestReport(sessionId).expect(200)).body).toMatchObject({ status: 'ready' });
    expect(await reportsLeft()).toBe(before - 1);
  });

  it('asks again after a malformed answer and never shows it half-parsed', async () => {
    const sessionId = await newConsultation(doctor);
    const chatsBefore = stack.ai.chats.length;
    stack.answers.push(
      () => '{"Summary_Report": {"Chief_Complaint": "Fever"',
      () => aiAnswer({ complaint: 'Fever and dry cough for 2 days.' }),
    );
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);
    expect(stack.ai.chats.length - chatsBefore).toBe(2);
    expect(view).toMatchObject({ status: 'ready' });
    expect(view.data?.reports.summary.cheifComplaint).toBe('Fever and dry cough for 2 days.');
  });

  it('flags a drug that was never said, and blocks the report until the doctor decides', async () => {
    const sessionId = await newConsultation(doctor);
    stack.answers.push(() =>
      aiAnswer({
        medications: [
          { Name: 'Paracetamol', Dosage: '650 mg', Frequency: 'three times a day', Duration: '5 days' },
          { Name: 'Amoxicillin', Dosage: '500 mg', Frequency: 'twice a day', Duration: '5 days' },
        ],
      }),
    );
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);
    const amoxicillin = view.review?.items.find((item) => item.label.startsWith('Amoxicillin'));
    expect(amoxicillin).toMatchObject({ flag: 'not_found', evidence: [] });
    expect(view.resolved).toBe(false);

    // The doctor removes it: the edit is the next version, checked again, and nothing is left open.
    const data = structuredClone(view.data!);
    data.reports.prescriptions.Medications = data.reports.prescriptions.Medications.filter(
      (medication) => medication.Name !== 'Amoxicillin',
    );
    const saved = await doctor.agent
      .post('/api/report/save')
      .set(SAME_ORIGIN)
      .send({ sessionId, data, review: view.review })
      .expect(200);
    expect(saved.body).toMatchObject({ version: 2, resolved: true });
  });

  it('flags a symptom the consultation negates when the answer reports it present; the doctor may keep it', async () => {
    const sessionId = await newConsultation(doctor);
    stack.answers.push(() => aiAnswer({ complaint: 'Fever, dry cough and chest pain.' }));
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);
    const chestPain = view.review?.items.find((item) => item.id === 'diagnosis:chest pain');
    expect(chestPain).toMatchObject({ flag: 'negated' });
    expect(chestPain?.evidence[0]?.source).toEqual({ type: 'note', index: 1 });
    expect(view.resolved).toBe(false);

    const review: ReportReview = {
      ...view.review!,
      items: view.review!.items.map((item) =>
        item.id === chestPain?.id ? { ...item, resolution: 'kept' } : item,
      ),
    };
    const saved = await doctor.agent
      .post('/api/report/save')
      .set(SAME_ORIGIN)
      .send({ sessionId, data: view.data, review })
      .expect(200);
    expect(saved.body).toMatchObject({ version: 2, resolved: true });
  });

  it('fails a report whose endpoint does not answer in time, spending nothing', async () => {
    // A new doctor: the Free plan's reports of the first one are spent by now.
    doctor = await signedInDoctor(stack);
    const before = await reportsLeft();
    const sessionId = await newConsultation(doctor);
    const late = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(aiAnswer()), REPORT_AI_TIMEOUT_MS * 3));
    // A call that times out is not asked again: the report fails at once.
    stack.answers.push(late);
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);
    expect(view).toMatchObject({ status: 'failed', resolved: false });
    expect(view.data).toBeUndefined();
    expect(await reportsLeft()).toBe(before);

    // Asking again really runs again, and only the report that is made is spent.
    stack.answers.push(() => aiAnswer());
    expect((await requestReport(sessionId).expect(200)).body).toMatchObject({ status: 'pending' });
    expect(await settled(sessionId)).toMatchObject({ status: 'ready', version: 1 });
    expect(await reportsLeft()).toBe(before - 1);
  });

  it('refuses a report when the plan has none left, spending nothing and queueing nothing', async () => {
    const chatsBefore = stack.ai.chats.length;
    const spent = await signedInDoctor(stack);
    const left = await reportsLeft(spent);
    for (let i = 0; i < left; i++) {
      const sessionId = await newConsultation(spent);
      stack.answers.push(() => aiAnswer());
      await requestReport(sessionId, spent).expect(200);
      doctor = spent;
      expect(await settled(sessionId)).toMatchObject({ status: 'ready' });
    }
    const sessionId = await newConsultation(spent);
    const refused = await requestReport(sessionId, spent).expect(409);
    expect(JSON.stringify(refused.body)).toContain('No reports left on your plan.');
    expect(stack.ai.chats.length - chatsBefore).toBe(left);
    expect(await reportsLeft(spent)).toBe(0);
  });

  it("answers another doctor's session on every route exactly as one that does not exist (404)", async () => {
    doctor = await signedInDoctor(stack);
    const sessionId = await newConsultation(doctor);
    stack.answers.push(() => aiAnswer());
    await requestReport(sessionId).expect(200);
    const view = await settled(sessionId);
    const intruder = await signedInDoctor(stack);

    const nobodys = randomUUID();
    for (const id of [sessionId, nobodys]) {
      expect((await requestReport(id, intruder).expect(404)).body).toMatchObject({
        message: RECORD_MESSAGES.noSuchSession,
      });
      expect(
        (await intruder.agent.get(`/api/report/generated?sessionId=${id}`).expect(404)).body,
      ).toMatchObject({ message: RECORD_MESSAGES.noReportForSession });
      expect(
        (
          await intruder.agent
            .post('/api/report/save')
            .set(SAME_ORIGIN)
            .send({ sessionId: id, data: view.data, review: view.review })
            .expect(404)
        ).body,
      ).toMatchObject({ message: RECORD_MESSAGES.noReportForSession });
    }
    // A user id that is not the caller's is refused before any record is looked at (the spec's userId rule).
    await intruder.agent
      .post(`/api/manage/update-counter?userId=${doctor.userId}`)
      .set(SAME_ORIGIN)
      .expect(403);
    // Nothing of the intruder's reached the report.
    expect(await settled(sessionId)).toMatchObject({ version: 1 });
  });
});
