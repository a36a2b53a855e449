import type { ReportData, ReportEdit, ReportReview } from '@medi/contracts';
import { englishReport, fhirDocumentProblems, translatedReport } from '@medi/testing';
import {
  consultationBundleOf,
  type ConsultationFacts,
  type DocumentBundle,
  type FhirResource,
  type SavedReportSource,
} from './index';

const CONSULTATION: ConsultationFacts = {
  startedAt: '2026-11-22T04:30:00.000Z',
  endedAt: '2026-11-22T04:42:30.000Z',
  recordedSeconds: 690,
  language: 'en-US',
};

function savedVersion(data: ReportData, overrides: Partial<SavedReportSource> = {}): SavedReportSource {
  const { doctorSignature, hospitalLogo, ...hospitalInfo } = data.hospitalInfo;
  const edit: ReportEdit = { ...data, hospitalInfo };
  return {
    reportId: '3f6c2a8e-8a3b-4c59-9d61-0f3c1d2b7a10',
    sessionId: '7d1e4b52-21c4-4a0e-b7f3-5a9c8e2d6f01',
    doctorId: 'c0a80164-1b2c-4d3e-8f90-123456789abc',
    version: 2,
    savedAt: '2026-11-22T05:01:07.123Z',
    data: edit,
    review: null,
    ...overrides,
  };
}

function resourcesOf(bundle: DocumentBundle, type: string): FhirResource[] {
  return bundle.entry.map((entry) => entry.resource).filter((resource) => resource.resourceType === type);
}

function sectionTitled(bundle: DocumentBundle, title: string): Record<string, unknown> {
  const sections = bundle.entry[0].resource.section as { title: string }[];
  const section = sections.find((candidate) => candidate.title === title);
  if (!section) throw new Error(`no section ${title}`);
  return section;
}

describe('a saved report version as a FHIR R4 document (NRCeS OPConsultRecord)', () => {
  it('maps an English consultation to a valid document bundle with every part of the record', () => {
    const bundle = consultationBundleOf(savedVersion(englishReport()), CONSULTATION);

    expect(fhirDocumentProblems(bundle)).toEqual([]);
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'Composition',
      'Patient',
      'Practitioner',
      'Organization',
      'Encounter',
      'Condition',
      'Condition',
      'Condition',
      'Condition',
      'MedicationRequest',
      'MedicationRequest',
      'ServiceRequest',
      'ServiceRequest',
    ]);
    const composition = bundle.entry[0].resource;
    expect(composition).toMatchObject({
      status: 'final',
      type: { coding: [{ system: 'http://snomed.info/sct', code: '371530004' }] },
      date: '2026-11-22T05:01:07.123Z',
    });
    const [practitioner] = resourcesOf(bundle, 'Practitioner');
    expect(practitioner).toMatchObject({
      name: [{ text: 'Dr. Asha Menon', prefix: ['Dr.'] }],
      qualification: [{ code: { text: 'MBBS' } }],
      identifier: [
        {
          type: { coding: [{ code: 'MD', display: 'Medical License number' }] },
          value: 'TCMC-2009-45678',
          assigner: { display: 'State Medical Council / National Medical Commission, India' },
        },
      ],
    });
    expect(resourcesOf(bundle, 'Organization')[0]).toMatchObject({
      name: 'Harbour Clinic',
      telecom: [
        { system: 'phone', value: '+91 98470 12345' },
        { system: 'email', value: 'desk@harbourclinic.in' },
        { system: 'url', value: 'https://harbourclinic.in' },
      ],
    });
    expect(resourcesOf(bundle, 'Encounter')[0]).toMatchObject({
      status: 'finished',
      class: { code: 'AMB' },
      period: { start: CONSULTATION.startedAt, end: CONSULTATION.endedAt },
      length: { value: 11.5, code: 'min' },
    });
    expect(resourcesOf(bundle, 'Patient')[0]).toMatchObject({
      name: [{ text: 'Ravi Kumar' }],
      gender: 'male',
      birthDate: '1971-03-14',
      communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'en-US' }] } }],
    });
    const conditions = resourcesOf(bundle, 'Condition').map((condition) => [
      (condition.code as { text: string }).text,
      (condition.category as { coding: { code: string }[] }[])[0].coding[0].code,
      (condition.clinicalStatus as { coding: { code: string }[] }).coding[0].code,
    ]);
    expect(conditions).toEqual([
      ['fever', 'encounter-diagnosis', 'active'],
      ['cough', 'encounter-diagnosis', 'active'],
      ['body ache', 'encounter-diagnosis', 'active'],
      ['diabetes', 'problem-list-item', 'active'],
    ]);
    const [paracetamol] = resourcesOf(bundle, 'MedicationRequest');
    // Coded in WHO ATC, so it cannot claim NRCeS's MedicationRequest (SNOMED CT codings only).
    expect(paracetamol.meta).toBeUndefined();
    expect(paracetamol.medicationCodeableConcept).toEqual({
      coding: [{ system: 'http://www.whocc.no/atc', code: 'N02BE01', display: 'paracetamol' }],
      text: 'Paracetamol 650 mg',
    });
    expect(paracetamol.dosageInstruction).toEqual([
      {
        text: '1 tablet, Three times a day, 3 days',
        timing: {
          repeat: {
            frequency: 3,
            period: 1,
            periodUnit: 'd',
            boundsDuration: { value: 3, unit: 'd', system: 'http://unitsofmeasure.org', code: 'd' },
          },
        },
        doseAndRate: [{ doseQuantity: { value: 1, unit: 'tablet' } }],
      },
    ]);
    expect(resourcesOf(bundle, 'ServiceRequest').map((request) => request.code)).toEqual([
      { text: 'Complete blood count' },
      { text: 'HbA1c' },
    ]);
  });

  it('makes no Condition of a negated finding', () => {
    const report = englishReport();
    report.reports.summary.cheifComplaint = 'Headache for two days. No fever, denies vomiting.';
    report.reports.summary.observation = 'Alert, afebrile.';
    const bundle = consultationBundleOf(savedVersion(report), CONSULTATION);

    expect(fhirDocumentProblems(bundle)).toEqual([]);
    const complaints = resourcesOf(bundle, 'Condition')
      .filter((condition) => JSON.stringify(condition.category).includes('encounter-diagnosis'))
      .map((condition) => (condition.code as { text: string }).text);
    expect(complaints).toEqual(['headache']);
    expect(sectionTitled(bundle, 'Chief Complaint').text).toEqual({
      status: 'generated',
      div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Headache for two days. No fever, denies vomiting.</p></div>',
    });
  });

  it.each([
    ['Hindi', 'hindi', 'hi-IN', 'रवि कुमार', 'तीन दिनों से बुखार और सूखी खांसी।'],
    ['Arabic', 'arabic', 'ar-SA', 'رامي خالد', 'حمى منذ ثلاثة أيام مع سعال جاف.'],
  ] as const)(
    'keeps a %s consultation as written, valid R4, with its language',
    (_label, language, code, patientName, complaint) => {
      const bundle = consultationBundleOf(savedVersion(translatedReport(language)), {
        ...CONSULTATION,
        language: code,
      });

      expect(fhirDocumentProblems(bundle)).toEqual([]);
      expect(resourcesOf(bundle, 'Patient')[0]).toMatchObject({
        name: [{ text: patientName }],
        communication: [{ language: { coding: [{ code }] } }],
      });
      expect((sectionTitled(bundle, 'Chief Complaint').text as { div: string }).div).toContain(complaint);
      // The lexicon reads no Devanagari or Arabic medicine name: text, no code, no guessed structure.
      const [medicine] = resourcesOf(bundle, 'MedicationRequest');
      expect(medicine.medicationCodeableConcept).toEqual({
        text: translatedReport(language).reports.prescriptions.Medications[0].Name,
      });
      expect(medicine.dosageInstruction).toEqual([{ text: '1 tablet, Three times a day, 3 days' }]);
      expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle);
    },
  );

  it("carries the checker's flags and the doctor's decisions as notes on the items", () => {
    const review: ReportReview = {
      draftSource: 'ai',
      items: [
        {
          id: 'diagnosis:cough',
          kind: 'diagnosis',
          label: 'cough',
          evidence: [],
          flag: 'negated',
          resolution: 'kept',
        },
        {
          id: 'medication:1',
          kind: 'medication',
          label: 'Metformin 500 mg',
          evidence: [],
          flag: 'dose_range',
          flagDetail: 'usual adult dose 500-2000 mg',
          resolution: 'edited',
        },
        { id: 'test:0', kind: 'test', label: 'Complete blood count', evidence: [] },
      ],
    };
    const bundle = consultationBundleOf(savedVersion(englishReport(), { review }), CONSULTATION);

    expect(fhirDocumentProblems(bundle)).toEqual([]);
    const cough = resourcesOf(bundle, 'Condition').find(
      (condition) => (condition.code as { text: string }).text === 'cough',
    );
    expect(cough?.note).toEqual([
      {
        text: 'Checked against the consultation: Contradicted by a negation in the consultation. The doctor kept it.',
      },
    ]);
    const [paracetamol, metformin] = resourcesOf(bundle, 'MedicationRequest');
    expect(paracetamol.note).toBeUndefined();
    expect(metformin.note).toEqual([
      {
        text:
          'Checked against the consultation: Dose outside the usual adult range (usual adult dose 500-2000 mg). ' +
          'The doctor edited it.',
      },
    ]);
    expect(resourcesOf(bundle, 'ServiceRequest')[0].note).toBeUndefined();
  });

  it('keeps a typed medicine the lexicon does not know as text only', () => {
    const report = englishReport();
    report.reports.prescriptions.Medications = [
      { Name: 'Zorblax forte 10 mg BD for 5 days', Dosage: '', Frequency: '', Duration: '' },
    ];
    const bundle = consultationBundleOf(savedVersion(report), CONSULTATION);

    expect(fhirDocumentProblems(bundle)).toEqual([]);
    const [medicine] = resourcesOf(bundle, 'MedicationRequest');
    expect(medicine.medicationCodeableConcept).toEqual({ text: 'Zorblax forte 10 mg BD for 5 days' });
    expect(medicine.meta).toEqual({
      profile: ['https://nrces.in/ndhm/fhir/r4/StructureDefinition/MedicationRequest'],
    });
    expect(medicine.dosageInstruction).toEqual([{ text: 'Zorblax forte 10 mg BD for 5 days' }]);
  });

  it('structures an as-needed medicine and leaves a substance with several ATC codes uncoded', () => {
    const report = englishReport();
    report.reports.prescriptions.Medications = [
      { Name: 'Salbutamol inhaler', Dosage: '2 puffs', Frequency: 'SOS', Duration: '' },
      { Name: 'Cetirizine 10 mg', Dosage: '', Frequency: 'at bedtime', Duration: '5 days' },
    ];
    const bundle = consultationBundleOf(savedVersion(report), CONSULTATION);

    expect(fhirDocumentProblems(bundle)).toEqual([]);
    const [salbutamol, cetirizine] = resourcesOf(bundle, 'MedicationRequest');
    expect(salbutamol.dosageInstruction).toEqual([
      {
        text: '2 puffs, SOS',
        asNeededBoolean: true,
        doseAndRate: [{ doseQuantity: { value: 2, unit: 'puffs' } }],
      },
    ]);
    // Cetirizine is R06AE07 and S01GX12 (tablets and eye drops): which one is meant is not ours to guess.
    expect(cetirizine.medicationCodeableConcept).toEqual({ text: 'Cetirizine 10 mg' });
    expect(cetirizine.dosageInstruction).toEqual([
      {
        text: 'at bedtime, 5 days',
        timing: {
          repeat: {
            frequency: 1,
            period: 1,
            periodUnit: 'd',
            when: ['HS'],
            boundsDuration: { value: 5, unit: 'd', system: 'http://unitsofmeasure.org', code: 'd' },
          },
        },
        doseAndRate: [
          { doseQuantity: { value: 10, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' } },
        ],
      },
    ]);
  });

  it('gives the same bytes for the same version and other ids for another version', () => {
    const source = savedVersion(englishReport());
    const once = JSON.stringify(consultationBundleOf(source, CONSULTATION));
    expect(JSON.stringify(consultationBundleOf(structuredClone(source), CONSULTATION))).toBe(once);

    const next = consultationBundleOf({ ...source, version: 3 }, CONSULTATION);
    const first = JSON.parse(once) as DocumentBundle;
    expect(next.identifier.value).not.toBe(first.identifier.value);
    expect(next.entry[0].fullUrl).not.toBe(first.entry[0].fullUrl);
    // The patient, doctor and practice are the same people and place in every version.
    expect(next.entry.slice(1, 4).map((entry) => entry.fullUrl)).toEqual(
      first.entry.slice(1, 4).map((entry) => entry.fullUrl),
    );
  });

  it('is checked by a validator that refuses what R4 and the profiles refuse', () => {
    const bundle = consultationBundleOf(savedVersion(englishReport()), CONSULTATION);
    const broken = structuredClone(bundle) as unknown as {
      entry: { fullUrl: string; resource: Record<string, unknown> }[];
    };
    broken.entry[1].resource.gender = 'M';
    broken.entry[1].resource.nickname = 'Ravi';
    // An ATC-coded medicine claiming NRCeS's MedicationRequest, whose codings are SNOMED CT only.
    const coded = broken.entry.find((entry) => entry.resource.resourceType === 'MedicationRequest')!;
    coded.resource.meta = {
      profile: ['https://nrces.in/ndhm/fhir/r4/StructureDefinition/MedicationRequest'],
    };
    broken.entry.splice(2, 1);
    broken.entry.push(broken.entry.shift()!);

    const problems = fhirDocumentProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the first entry must be the Composition (bdl-11)',
        expect.stringMatching(/reference urn:uuid:\S+ is not in the bundle/),
        expect.stringMatching(
          /must NOT have additional properties|must be equal to one of the allowed values/,
        ),
        expect.stringMatching(/MedicationRequest codes are SNOMED CT only/),
      ]),
    );
  });
});
