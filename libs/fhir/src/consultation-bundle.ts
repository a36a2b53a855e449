import { CONDITION_LEXICON, extractClinicalFacts } from '@medi/clinical';
import {
  LANGUAGES,
  medicationLabel,
  printedTitleOf,
  REPORT_FLAG_LABELS,
  type ReportEdit,
  type ReportItemCheck,
  type ReportReview,
} from '@medi/contracts';
import { deterministicUuid } from './deterministic-id';
import { medicationOrderOf } from './dosage-instruction';
import type { BundleEntry, CodeableConcept, DocumentBundle, FhirResource, Reference } from './fhir-types';
import { narrativeOf } from './narrative';
import {
  CODE_SYSTEMS,
  CONSULTATION_REPORT_TYPE,
  NRCES_PROFILES,
  OP_CONSULT_SECTIONS,
  type OpConsultSection,
} from './profiles';

/** One saved report version, as the PDF prints it (without its pictures), and whose it is. */
export interface SavedReportSource {
  reportId: string;
  sessionId: string;
  /** The doctor who owns the report: the practitioner and the practice. */
  doctorId: string;
  version: number;
  /** When the doctor saved this version (ISO 8601): the document's date and the bundle's timestamp. */
  savedAt: string;
  data: ReportEdit;
  review: ReportReview | null;
}

/** The consultation the report was written from, as the session service holds it. */
export interface ConsultationFacts {
  startedAt: string;
  endedAt: string | null;
  recordedSeconds: number;
  /** The consultation's language (BCP 47, e.g. hi-IN). */
  language: string;
}

const GENDERS: Readonly<Record<string, string>> = {
  male: 'male',
  female: 'female',
  transgender: 'other',
  'non-binary': 'other',
  'prefer not to say': 'unknown',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Entry {
  fullUrl: string;
  resource: FhirResource;
}

/** A resource with its id derived from `names`, and its narrative: the words a reader without FHIR sees. */
function entryOf(
  { resourceType, ...elements }: Omit<FhirResource, 'id' | 'text'>,
  summary: string,
  ...names: string[]
): Entry {
  const id = deterministicUuid(...names);
  return {
    fullUrl: `urn:uuid:${id}`,
    resource: { resourceType, id, ...elements, text: narrativeOf(summary) } as FhirResource,
  };
}

function listed(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}

function referenceTo(entry: Entry, display?: string): Reference {
  return { reference: entry.fullUrl, ...(display ? { display } : {}) };
}

function profiled(profile: string): { meta: { profile: string[] } } {
  return { meta: { profile: [profile] } };
}

/** The checker's finding on an item and the doctor's decision, as a note a reader of the record sees. */
function flagNotes(check: ReportItemCheck | undefined): { note?: { text: string }[] } {
  if (!check?.flag) return {};
  const detail = check.flagDetail ? ` (${check.flagDetail})` : '';
  const decision = check.resolution ? ` The doctor ${check.resolution} it.` : '';
  return {
    note: [
      { text: `Checked against the consultation: ${REPORT_FLAG_LABELS[check.flag]}${detail}.${decision}` },
    ],
  };
}

function languageConcept(code: string): CodeableConcept {
  const label = LANGUAGES.find((language) => language.code === code)?.label;
  return {
    coding: [{ system: CODE_SYSTEMS.bcp47, code, ...(label ? { display: label } : {}) }],
    text: label ?? code,
  };
}

function identifierType(code: string, display: string, text: string): CodeableConcept {
  return { coding: [{ system: CODE_SYSTEMS.identifierType, code, display }], text };
}

/** What the summary states as present, by the clinical lexicon: complaints, and the history's conditions. */
function statedFindings(data: ReportEdit): { complaints: string[]; history: string[] } {
  const { cheifComplaint, observation, medicalHistory } = data.reports.summary;
  // The same reading as the report checker's: a "no cough" states nothing, so it is no Condition.
  const complaints = extractClinicalFacts([
    { id: 'complaint', text: cheifComplaint },
    { id: 'observation', text: observation },
  ]).symptoms.filter((mention) => mention.status === 'present');
  const conditionNames = new Set(CONDITION_LEXICON.map((condition) => condition.name));
  const history = extractClinicalFacts([{ id: 'history', text: medicalHistory }])
    .conditions.filter((mention) => mention.status === 'present' && conditionNames.has(mention.name))
    .map((mention) => mention.name);
  return {
    complaints: [...new Set(complaints.map((mention) => mention.name))],
    history: [...new Set(history)],
  };
}

/**
 * One saved report version as a FHIR R4 document: a Bundle of type `document` whose first entry is the
 * OPConsultRecord Composition, then the patient, the doctor, the practice, the encounter, a Condition per complaint
 * or history condition the summary states, a MedicationRequest per medication and a ServiceRequest per test. Pure:
 * the same version and consultation always give the same bytes (ids derive from the report, version and item;
 * the timestamp is when the version was saved).
 */
export function consultationBundleOf(
  report: SavedReportSource,
  consultation: ConsultationFacts,
): DocumentBundle {
  const { data, review } = report;
  const { hospitalInfo, patientInfo } = data;
  const checks = new Map((review?.items ?? []).map((item) => [item.id, item]));
  const versionKey = [report.reportId, String(report.version)];
  const doctorName = [printedTitleOf(hospitalInfo.doctorTitle), hospitalInfo.doctorName]
    .filter(Boolean)
    .join(' ');

  const patientIdentifiers = [
    ...(patientInfo.mrn
      ? [{ type: identifierType('MR', 'Medical record number', 'MRN'), value: patientInfo.mrn }]
      : []),
    ...(patientInfo.mediScribePatientId
      ? [
          {
            type: identifierType('MR', 'Medical record number', 'Patient Id'),
            value: patientInfo.mediScribePatientId,
          },
        ]
      : []),
  ];
  const patientKey = patientInfo.mediScribePatientId || report.sessionId;
  const patient = entryOf(
    {
      resourceType: 'Patient',
      ...profiled(NRCES_PROFILES.patient),
      identifier: patientIdentifiers.length
        ? patientIdentifiers
        : [
            {
              type: identifierType('MR', 'Medical record number', 'Patient'),
              system: CODE_SYSTEMS.rfc3986,
              value: `urn:uuid:${deterministicUuid('patient', report.doctorId, patientKey)}`,
            },
          ],
      ...(patientInfo.name ? { name: [{ text: patientInfo.name }] } : {}),
      ...(GENDERS[patientInfo.gender.toLowerCase()]
        ? { gender: GENDERS[patientInfo.gender.toLowerCase()] }
        : {}),
      ...(ISO_DATE.test(patientInfo.dob) ? { birthDate: patientInfo.dob } : {}),
      communication: [{ language: languageConcept(consultation.language) }],
    },
    listed(patientInfo.name, patientInfo.gender, patientInfo.dob, patientInfo.mediScribePatientId),
    'patient',
    report.doctorId,
    patientKey,
  );

  const practitionerId = deterministicUuid('practitioner', report.doctorId);
  const practitioner = entryOf(
    {
      resourceType: 'Practitioner',
      ...profiled(NRCES_PROFILES.practitioner),
      identifier: hospitalInfo.doctorRegistrationNumber
        ? [
            {
              type: identifierType('MD', 'Medical License number', 'Registration number'),
              value: hospitalInfo.doctorRegistrationNumber,
              ...(hospitalInfo.doctorRegistrationAuthority
                ? { assigner: { display: hospitalInfo.doctorRegistrationAuthority } }
                : {}),
            },
          ]
        : [
            {
              type: identifierType('PRN', 'Provider number', 'Practitioner'),
              system: CODE_SYSTEMS.rfc3986,
              value: `urn:uuid:${practitionerId}`,
            },
          ],
      ...(doctorName
        ? {
            name: [
              {
                text: doctorName,
                // A title such as "Consultant" is a role, not part of the name.
                ...(printedTitleOf(hospitalInfo.doctorTitle) === 'Dr.' ? { prefix: ['Dr.'] } : {}),
              },
            ],
          }
        : {}),
      ...(hospitalInfo.doctorQualification
        ? { qualification: [{ code: { text: hospitalInfo.doctorQualification } }] }
        : {}),
    },
    listed(doctorName, hospitalInfo.doctorQualification, hospitalInfo.doctorRegistrationNumber),
    'practitioner',
    report.doctorId,
  );

  const telecom = [
    ['phone', hospitalInfo.hospitalPhone],
    ['email', hospitalInfo.hospitalEmail],
    ['url', hospitalInfo.hospitalWebsite],
  ].flatMap(([system, value]) => (value ? [{ system, value, use: 'work' }] : []));
  const organizationId = deterministicUuid('organization', report.doctorId);
  const organization = hospitalInfo.hospitalName
    ? entryOf(
        {
          resourceType: 'Organization',
          ...profiled(NRCES_PROFILES.organization),
          identifier: [
            {
              type: identifierType('XX', 'Organization identifier', 'Practice'),
              system: CODE_SYSTEMS.rfc3986,
              value: `urn:uuid:${organizationId}`,
            },
          ],
          name: hospitalInfo.hospitalName,
          ...(telecom.length ? { telecom } : {}),
          ...(hospitalInfo.hospitalAddress ? { address: [{ text: hospitalInfo.hospitalAddress }] } : {}),
        },
        listed(hospitalInfo.hospitalName, hospitalInfo.hospitalAddress),
        'organization',
        report.doctorId,
      )
    : undefined;

  const start = new Date(consultation.startedAt);
  const end = consultation.endedAt
    ? new Date(consultation.endedAt)
    : new Date(start.getTime() + consultation.recordedSeconds * 1000);
  const encounter = entryOf(
    {
      resourceType: 'Encounter',
      ...profiled(NRCES_PROFILES.encounter),
      status: 'finished',
      class: { system: CODE_SYSTEMS.actCode, code: 'AMB', display: 'ambulatory' },
      subject: referenceTo(patient, patientInfo.name),
      participant: [{ individual: referenceTo(practitioner, doctorName) }],
      period: { start: start.toISOString(), end: end.toISOString() },
      // Time recorded, pauses left out: the encounter's length in FHIR's words ("less time absent").
      length: {
        value: Math.round(consultation.recordedSeconds / 6) / 10,
        unit: 'min',
        system: CODE_SYSTEMS.ucum,
        code: 'min',
      },
      ...(organization ? { serviceProvider: referenceTo(organization, hospitalInfo.hospitalName) } : {}),
    },
    `Outpatient consultation, ${start.toISOString()} to ${end.toISOString()} (${languageConcept(consultation.language).text})`,
    'encounter',
    report.sessionId,
  );

  const context = {
    subject: referenceTo(patient, patientInfo.name),
    encounter: referenceTo(encounter),
  };
  const requested = {
    ...context,
    authoredOn: report.savedAt,
    requester: referenceTo(practitioner, doctorName),
  };

  const findings = statedFindings(data);
  const conditionOf = (name: string, category: 'encounter-diagnosis' | 'problem-list-item') =>
    entryOf(
      {
        resourceType: 'Condition',
        ...profiled(NRCES_PROFILES.condition),
        clinicalStatus: {
          coding: [{ system: CODE_SYSTEMS.conditionClinical, code: 'active', display: 'Active' }],
        },
        category: [
          {
            coding: [
              {
                system: CODE_SYSTEMS.conditionCategory,
                code: category,
                display: category === 'encounter-diagnosis' ? 'Encounter Diagnosis' : 'Problem List Item',
              },
            ],
          },
        ],
        code: { text: name },
        ...context,
        recordedDate: report.savedAt,
        recorder: referenceTo(practitioner, doctorName),
        ...flagNotes(checks.get(`diagnosis:${name}`)),
      },
      name,
      ...versionKey,
      'condition',
      category,
      name,
    );
  const complaints = findings.complaints.map((name) => conditionOf(name, 'encounter-diagnosis'));
  const history = findings.history.map((name) => conditionOf(name, 'problem-list-item'));

  const { Medications: medications, Laboratory_Tests: tests } = data.reports.prescriptions;
  const medicationRequests = medications.map((medication, index) => {
    const order = medicationOrderOf(medication);
    return entryOf(
      {
        resourceType: 'MedicationRequest',
        // NRCeS fixes a medicine's codings to SNOMED CT: one coded in WHO ATC cannot claim the profile.
        ...(order.medication.coding ? {} : profiled(NRCES_PROFILES.medicationRequest)),
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: order.medication,
        ...requested,
        dosageInstruction: [order.dosageInstruction],
        ...flagNotes(checks.get(`medication:${index}`)),
      },
      medicationLabel(medication),
      ...versionKey,
      'medication',
      String(index),
    );
  });
  const serviceRequests = tests.map((test, index) =>
    entryOf(
      {
        resourceType: 'ServiceRequest',
        ...profiled(NRCES_PROFILES.serviceRequest),
        status: 'active',
        intent: 'order',
        code: { text: test.test },
        ...requested,
        ...flagNotes(checks.get(`test:${index}`)),
      },
      test.test,
      ...versionKey,
      'test',
      String(index),
    ),
  );

  const { summary, allergies = [] } = data.reports;
  const section = (slice: OpConsultSection, title: string, text: string, entries: Entry[] = []) => ({
    title,
    code: { coding: [{ system: CODE_SYSTEMS.snomed, ...OP_CONSULT_SECTIONS[slice] }] },
    text: narrativeOf(text),
    ...(entries.length ? { entry: entries.map((entry) => referenceTo(entry)) } : {}),
  });
  const composition = entryOf(
    {
      resourceType: 'Composition',
      ...profiled(NRCES_PROFILES.opConsultRecord),
      identifier: {
        system: CODE_SYSTEMS.rfc3986,
        value: `urn:uuid:${deterministicUuid(...versionKey, 'composition')}`,
      },
      status: 'final',
      type: { coding: [{ ...CONSULTATION_REPORT_TYPE }], text: 'Consultation report' },
      ...context,
      date: report.savedAt,
      author: [referenceTo(practitioner, doctorName)],
      title: 'Consultation Report',
      ...(organization ? { custodian: referenceTo(organization, hospitalInfo.hospitalName) } : {}),
      section: [
        section('chiefComplaints', 'Chief Complaint', summary.cheifComplaint, complaints),
        section('medicalHistory', 'Medical History', summary.medicalHistory, history),
        ...(allergies.length
          ? [section('allergies', 'Allergies', `Allergies: ${allergies.join(', ')}`)]
          : []),
        section('physicalExamination', 'Observation', summary.observation),
        section('followUp', 'Treatment Plan', summary.treatmentPlan),
        section(
          'medications',
          'Medications',
          medications.length ? medications.map(medicationLabel).join('\n') : 'No medications prescribed.',
          medicationRequests,
        ),
        section(
          'investigationAdvice',
          'Laboratory Tests',
          tests.length ? tests.map((test) => test.test).join('\n') : 'No laboratory tests ordered.',
          serviceRequests,
        ),
      ],
    },
    listed('Consultation Report', patientInfo.name, `version ${report.version}`),
    ...versionKey,
    'composition',
  );

  const entries: BundleEntry[] = [
    composition,
    patient,
    practitioner,
    ...(organization ? [organization] : []),
    encounter,
    ...complaints,
    ...history,
    ...medicationRequests,
    ...serviceRequests,
  ];
  const bundleId = deterministicUuid(...versionKey, 'bundle');
  return {
    resourceType: 'Bundle',
    id: bundleId,
    meta: {
      profile: [NRCES_PROFILES.documentBundle],
      versionId: String(report.version),
      lastUpdated: report.savedAt,
    },
    identifier: { system: CODE_SYSTEMS.rfc3986, value: `urn:uuid:${bundleId}` },
    type: 'document',
    timestamp: report.savedAt,
    entry: entries,
  };
}
