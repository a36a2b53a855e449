import {
  PATIENT_SUMMARY_TEXTS,
  type AiReportResponse,
  type GeneratedReportView,
  type TranslatableSummary,
} from '@medi/contracts';
import { type ChatRequestBody, pdfPages, until } from '@medi/testing';
import { SAME_ORIGIN, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { downloaded } from './support/pdf-downloads';
import { newConsultation, startReportStack, type ReportStack } from './support/report-stack';

const REPORT: AiReportResponse = {
  Summary_Report: {
    Chief_Complaint: 'Fever for 3 days with a dry cough.',
    Medical_History: 'No known illness.',
    Observations: 'Throat congested.',
    Treatment_Plan: 'Rest and fluids. Review in 3 days.',
  },
  // The medicine is the doctor's typed line (below): the draft adds none.
  Treatment_Plan: { Laboratory_Tests: [], Medications: [] },
};

/** Every string of the summary the service sent, rewritten by `rewrite`: what the local AI endpoint answers. */
function translating(rewrite: (text: string, path: string) => string) {
  return (body: ChatRequestBody): string => {
    const summary = JSON.parse(body.messages[body.messages.length - 1].content) as TranslatableSummary;
    const texts = Object.fromEntries(
      Object.entries(summary.texts).map(([key, text]) => [key, rewrite(text, `texts.${key}`)]),
    ) as TranslatableSummary['texts'];
    return JSON.stringify({
      texts,
      found: summary.found.map(({ heading, text }) => ({
        heading: rewrite(heading, ''),
        text: rewrite(text, ''),
      })),
      howToTake: summary.howToTake.map((text) => rewrite(text, 'howToTake')),
      advice: rewrite(summary.advice, 'advice'),
      comeBack: rewrite(summary.comeBack, 'comeBack'),
      warningSigns: summary.warningSigns.map((text) => rewrite(text, 'warningSigns')),
    } satisfies TranslatableSummary);
  };
}

/** A stand-in "translation" into Hindi: a Devanagari word before each string, every word of it kept. */
const HINDI_MARK = 'हिंदी';
const intoHindi = translating((text) => (text ? `${HINDI_MARK} ${text}` : text));
const backFromHindi = translating((text) => text.replace(`${HINDI_MARK} `, ''));

describe("the patient's visit summary in the consultation's language (real services, local AI endpoint)", () => {
  let stack: ReportStack;
  let doctor: SignedInDoctor;

  beforeAll(async () => {
    stack = await startReportStack('visit-summary');
    doctor = await signedInDoctor(stack);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function hindiReport(patientId: string): Promise<GeneratedReportView> {
    const sessionId = await newConsultation(
      doctor,
      { PatientId: patientId, PatientName: 'Ravi Kumar' },
      'hi-IN',
    );
    stack.answers.push(() => JSON.stringify(REPORT));
    await doctor.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({
        sessionId,
        notes: ['Fever for 3 days with a dry cough. Throat congested.'],
        medlab: ['Paracetamol 650 mg 1 tablet TDS for 3 days'],
      })
      .expect(200);
    return until('the report', async () => {
      const view = (await doctor.agent.get('/api/report/generated').query({ sessionId }).expect(200))
        .body as GeneratedReportView;
      return view.status === 'ready' ? view : undefined;
    });
  }

  /** Distinctive words of the label that says a translation was asked for and not shown. */
  const NOT_TRANSLATED = 'a translation could not be checked';

  const pageOf = async (view: GeneratedReportView) =>
    pdfPages((await downloaded(doctor.agent, view.reportId, 'patient')).body as Buffer)
      .join('\n')
      .replace(/\s+/g, ' ');

  it('prints the translation once it passes the check against the report', async () => {
    const view = await hindiReport('HI200');
    expect(view.review?.items.filter((item) => item.flag)).toEqual([]);
    stack.answers.push(intoHindi, backFromHindi);
    const page = await pageOf(view);
    expect(page).toContain(`${HINDI_MARK} ${PATIENT_SUMMARY_TEXTS.title}`);
    // The schedule in everyday words was translated; the medicine's name, never sent alone, stays as written.
    expect(page).toContain(`Paracetamol: ${HINDI_MARK} 650 mg, 1 tablet three times a day, for 3 days`);
    expect(page).not.toContain(NOT_TRANSLATED);
  });

  it('prints English, and says so, when the translation adds a medicine and a dose the report lacks', async () => {
    const view = await hindiReport('HI201');
    const adding = translating((text, path) =>
      path === 'advice' || path === 'comeBack'
        ? `${HINDI_MARK} ${text} Ibuprofen 400 mg.`
        : `${HINDI_MARK} ${text}`,
    );
    stack.answers.push(adding, backFromHindi);
    const page = await pageOf(view);
    expect(page).toContain(PATIENT_SUMMARY_TEXTS.title);
    expect(page).not.toContain(HINDI_MARK);
    expect(page).not.toMatch(/ibuprofen/i);
    expect(page).toContain(NOT_TRANSLATED);
  });
});
