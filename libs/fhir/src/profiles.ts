/**
 * The ABDM profiles the bundle claims: NRCeS's FHIR implementation guide for India's digital health mission
 * (package ndhm.in, version 3.0.1, canonical https://nrces.in/ndhm/fhir/r4), and the fixed codes its
 * StructureDefinitions require. Read from the guide's StructureDefinitions; see README "FHIR R4 export".
 */
export const NRCES_PROFILE_VERSION = 'ndhm.in 3.0.1';

const PROFILE_BASE = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition';

export const NRCES_PROFILES = {
  documentBundle: `${PROFILE_BASE}/DocumentBundle`,
  opConsultRecord: `${PROFILE_BASE}/OPConsultRecord`,
  patient: `${PROFILE_BASE}/Patient`,
  practitioner: `${PROFILE_BASE}/Practitioner`,
  organization: `${PROFILE_BASE}/Organization`,
  encounter: `${PROFILE_BASE}/Encounter`,
  condition: `${PROFILE_BASE}/Condition`,
  medicationRequest: `${PROFILE_BASE}/MedicationRequest`,
  serviceRequest: `${PROFILE_BASE}/ServiceRequest`,
} as const;

/** Public code systems the bundle uses, by the URIs HL7's terminology registry gives them. */
export const CODE_SYSTEMS = {
  snomed: 'http://snomed.info/sct',
  atc: 'http://www.whocc.no/atc',
  ucum: 'http://unitsofmeasure.org',
  bcp47: 'urn:ietf:bcp:47',
  rfc3986: 'urn:ietf:rfc:3986',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
} as const;

/** OPConsultRecord's Composition.type: SNOMED CT 371530004. */
export const CONSULTATION_REPORT_TYPE = {
  system: CODE_SYSTEMS.snomed,
  code: '371530004',
  display: 'Clinical consultation report',
} as const;

/** OPConsultRecord's section slices (code and display fixed by the profile) that a report fills. */
export const OP_CONSULT_SECTIONS = {
  chiefComplaints: { code: '422843007', display: 'Chief complaint section' },
  medicalHistory: { code: '371529009', display: 'History and physical report' },
  allergies: { code: '722446000', display: 'Allergy record' },
  physicalExamination: { code: '425044008', display: 'Physical exam section' },
  followUp: { code: '736271009', display: 'Outpatient care plan' },
  medications: { code: '721912009', display: 'Medication summary document' },
  investigationAdvice: { code: '721963009', display: 'Order document' },
} as const;
export type OpConsultSection = keyof typeof OP_CONSULT_SECTIONS;
