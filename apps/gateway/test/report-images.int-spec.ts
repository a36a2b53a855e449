import {
  DELIVERY_ROUTES,
  type AiReportResponse,
  type GeneratedReportView,
  type PdfStatusReply,
  type ProfileReply,
} from '@medi/contracts';
import { decompressionBombPng, processTreeMemory, testJpegWithGps, until } from '@medi/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileBody, SAME_ORIGIN, signedInDoctor, type SignedInDoctor } from './support/access-flows';
import { newConsultation, startReportStack, type ReportStack } from './support/report-stack';

const MB = 1024 * 1024;
/** What the report service and its Chromium may grow by for one report PDF, image bomb in the body or not. */
const MEMORY_GROWTH_BOUND_MB = 300;

const NOTES = ['Fever for 2 days with a dry cough.', 'No chest pain.', 'Temperature 101 F, chest clear.'];
const MEDLAB = ['Paracetamol 650 mg three times a day for 5 days', 'CBC'];
const AI_ANSWER: AiReportResponse = {
  Summary_Report: {
    Chief_Complaint: 'Fever for 2 days with dry cough.',
    Medical_History: 'Denies chest pain.',
    Observations: 'Temperature 101 F, chest clear.',
    Treatment_Plan: 'Paracetamol for fever, CBC.',
  },
  Treatment_Plan: {
    Laboratory_Tests: ['CBC'],
    Medications: [
      { Name: 'Paracetamol', Dosage: '650 mg', Frequency: 'three times a day', Duration: '5 days' },
    ],
  },
};

/** The pictures a PDF embeds, as `pdfimages -list` (poppler) reads them: width × height each. */
function imagesOf(pdf: Buffer): string[] {
  const directory = mkdtempSync(join(tmpdir(), 'medi-pdf-images-'));
  try {
    const file = join(directory, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return `${columns[3]}x${columns[4]}`;
      });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the pictures of a report PDF', () => {
  let stack: ReportStack;
  let doctor: SignedInDoctor;

  beforeAll(async () => {
    stack = await startReportStack('report-images');
    doctor = await signedInDoctor(stack);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function settled(sessionId: string): Promise<GeneratedReportView> {
    return until(
      'the report to be generated',
      async () => {
        const view = (await doctor.agent.get(`/api/report/generated?sessionId=${sessionId}`).expect(200))
          .body as GeneratedReportView;
        return view.status === 'pending' ? undefined : view;
      },
      30_000,
    );
  }

  async function downloaded(reportId: string): Promise<{ version: number; pdf: Buffer }> {
    const asked = (
      await doctor.agent
        .post(DELIVERY_ROUTES.requestPdf)
        .set(SAME_ORIGIN)
        .send({ reportId, kind: 'comprehensive' })
        .expect(200)
    ).body as PdfStatusReply;
    await until(
      'the PDF',
      async () => {
        const status = (
          await doctor.agent
            .get(DELIVERY_ROUTES.pdfStatus)
            .query({ reportId, kind: 'comprehensive', version: asked.version })
            .expect(200)
        ).body as PdfStatusReply;
        expect(status.status).not.toBe('failed');
        return status.status === 'ready' ? status : undefined;
      },
      60_000,
    );
    const file = await doctor.agent
      .get(DELIVERY_ROUTES.pdfFile)
      .query({ reportId, kind: 'comprehensive', version: asked.version })
      .buffer(true)
      .parse(fileBody)
      .expect(200);
    return { version: asked.version, pdf: file.body as Buffer };
  }

  it('prints the stored, EXIF-free pictures whatever a save sends, within a memory bound', async () => {
    // The settings: a phone JPEG with GPS as the signature and another as the logo, through the image pipeline.
    await doctor.agent
      .post('/api/settings/update-doctor')
      .set(SAME_ORIGIN)
      .send({
        Signature: (await testJpegWithGps(400, 300)).toString('base64'),
        MedicalCredentials: 1,
        Specialization: 'Cardiology',
      })
      .expect(200);
    await doctor.agent
      .post('/api/settings/update-clinic')
      .set(SAME_ORIGIN)
      .send({
        ClinicName: 'Harbour Clinic',
        ClinicAddress: '12 Quay Street, Fort Kochi, Kerala',
        PhoneNumber: '9847012345',
        CountryCode: '+91',
        Email: '',
        Website: '',
        Logo: (await testJpegWithGps(600, 200)).toString('base64'),
      })
      .expect(200);
    const profile = (await doctor.agent.get('/api/profile/get').expect(200)).body as ProfileReply;

    const sessionId = await newConsultation(doctor);
    stack.answers.push(() => JSON.stringify(AI_ANSWER));
    await doctor.agent
      .post('/v2/api/request_report')
      .set(SAME_ORIGIN)
      .send({ sessionId, transcription: [], notes: NOTES, medlab: MEDLAB })
      .expect(200);
    const generated = await settled(sessionId);
    expect(generated).toMatchObject({ status: 'ready', version: 1, resolved: true });
    expect(generated.data?.hospitalInfo.doctorSignature).toBe(profile.signature);
    // Version 1's PDF warms Chromium up: the bound below is on what the bomb would add.
    await downloaded(generated.reportId);
    const baseline = processTreeMemory(stack.service('report').process.pid!);

    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, processTreeMemory(stack.service('report').process.pid!));
    }, 100);
    let saved: GeneratedReportView;
    let printed: { version: number; pdf: Buffer };
    try {
      // The review's probe: a 48 KB body holding a 20000 × 20000 PNG, and a raw phone JPEG with GPS.
      const bomb = decompressionBombPng(20_000, 20_000).toString('base64');
      const rawPhoneJpeg = (await testJpegWithGps(160, 120)).toString('base64');
      const data = structuredClone(generated.data!);
      const body = {
        sessionId,
        data: {
          ...data,
          hospitalInfo: { ...data.hospitalInfo, doctorSignature: bomb, hospitalLogo: rawPhoneJpeg },
        },
        review: generated.review,
      };
      expect(JSON.stringify(body).length).toBeLessThan(100 * 1024);
      saved = (await doctor.agent.post('/api/report/save').set(SAME_ORIGIN).send(body).expect(200))
        .body as GeneratedReportView;
      printed = await downloaded(generated.reportId);
    } finally {
      clearInterval(sampler);
    }

    // The save is kept (the client's pictures are ignored, as the spec's body shape still carries them) ...
    expect(saved).toMatchObject({ version: 2, resolved: true });
    expect(saved.data?.hospitalInfo.doctorSignature).toBe(profile.signature);
    expect(printed.version).toBe(2);
    // ... and the PDF prints the stored pictures: the pipeline's 400 × 300 signature and 600 × 200 logo.
    const images = imagesOf(printed.pdf);
    expect(images).toEqual(expect.arrayContaining(['400x300', '600x200']));
    expect(images).not.toContain('20000x20000');
    expect(images).not.toContain('160x120');
    for (const marker of ['Exif', 'TestPhone', 'GPS Camera', 'clinic visit']) {
      expect(printed.pdf.includes(Buffer.from(marker))).toBe(false);
    }
    const growthMb = (peak - baseline) / MB;
    console.log(
      `report service + Chromium: ${Math.round(baseline / MB)} MB before, peak ${Math.round(peak / MB)} MB ` +
        `(+${Math.round(growthMb)} MB) over the bomb save and its PDF`,
    );
    expect(growthMb).toBeLessThan(MEMORY_GROWTH_BOUND_MB);
  });
});
