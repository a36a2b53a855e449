import Ajv, { type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';

/**
 * What the tests check of an exported FHIR document: HL7's published R4 JSON schema (libs/testing/fhir-r4, see its
 * PROVENANCE.md), and the rules the schema cannot express: the document bundle's (first entry a Composition, every
 * reference resolved inside the bundle, every entry referenced), the required elements of the NRCeS (ABDM)
 * profiles a resource claims, and the OPConsultRecord's section slices with their fixed SNOMED CT codes.
 */
let schemaValidator: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (schemaValidator) return schemaValidator;
  // The R4 schema is draft-06 with a draft-04 style root `id` and an OpenAPI `discriminator` ajv does not need.
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  const { id, ...schema } = JSON.parse(
    readFileSync(join(__dirname, '../fhir-r4/fhir.schema.json'), 'utf8'),
  ) as { id: string };
  return (schemaValidator = ajv.compile({ ...schema, $id: id }));
}

/** The schema's complaints about a resource, as "path: message" lines (none when it is valid R4 JSON). */
export function fhirSchemaProblems(resource: unknown): string[] {
  const validate = validator();
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? ''}`);
}

type Json = Record<string, unknown>;

const NRCES = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition/';
const SNOMED = 'http://snomed.info/sct';

/** OPConsultRecord 3.0.1's section slices: the fixed SNOMED CT code, display and what the entries may be. */
const SECTION_SLICES: Record<string, { display: string; entries: string[] }> = {
  '422843007': { display: 'Chief complaint section', entries: ['Condition'] },
  '371529009': { display: 'History and physical report', entries: ['Condition', 'Procedure'] },
  '722446000': { display: 'Allergy record', entries: ['AllergyIntolerance'] },
  '425044008': { display: 'Physical exam section', entries: ['Observation'] },
  '736271009': { display: 'Outpatient care plan', entries: ['Appointment'] },
  '721912009': {
    display: 'Medication summary document',
    entries: ['MedicationStatement', 'MedicationRequest'],
  },
  '721963009': { display: 'Order document', entries: ['ServiceRequest'] },
};

/** Elements each NRCeS profile requires (min 1) beyond base R4, as dotted paths that must hold a value. */
const PROFILE_REQUIRED: Record<string, string[]> = {
  DocumentBundle: ['meta.versionId', 'identifier.system', 'identifier.value', 'timestamp'],
  OPConsultRecord: ['status', 'type', 'subject.reference', 'encounter', 'date', 'author', 'title', 'section'],
  Patient: ['identifier'],
  Practitioner: ['identifier'],
  Organization: ['identifier', 'name'],
  Encounter: ['status', 'class'],
  Condition: ['code', 'subject'],
  ServiceRequest: ['status', 'intent', 'subject', 'requester'],
  MedicationRequest: [
    'status',
    'intent',
    'medicationCodeableConcept',
    'subject',
    'authoredOn',
    'requester',
    'dosageInstruction',
  ],
};

function valueAt(node: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Json | undefined)?.[key], node);
}

function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '';
}

/** Every `reference` string anywhere under a node. */
function referencesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(referencesIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([key, value]) =>
    key === 'reference' && typeof value === 'string' ? [value] : referencesIn(value),
  );
}

/** Every narrative div under a node. */
function narrativesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(narrativesIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Json).flatMap(([key, value]) =>
    key === 'div' && typeof value === 'string' ? [value] : narrativesIn(value),
  );
}

/** An identifier as the NRCeS profiles want it: a coded type (code and display) and a value. */
function identifierProblems(where: string, identifiers: unknown, needsSystem: boolean): string[] {
  return ((identifiers as Json[] | undefined) ?? []).flatMap((identifier, index) => {
    const coding = (valueAt(identifier, 'type.coding') as Json[] | undefined) ?? [];
    return [
      ...(coding.length === 0 || coding.some((code) => !present(code.code) || !present(code.display))
        ? [`${where}.identifier[${index}]: type needs a coding with code and display`]
        : []),
      ...(!present(identifier.value) ? [`${where}.identifier[${index}]: no value`] : []),
      ...(needsSystem && !present(identifier.system) ? [`${where}.identifier[${index}]: no system`] : []),
    ];
  });
}

function profileProblems(
  where: string,
  resource: Json,
  resolve: (reference: string) => Json | undefined,
): string[] {
  const profiles = ((valueAt(resource, 'meta.profile') as string[] | undefined) ?? []).filter((url) =>
    url.startsWith(NRCES),
  );
  return profiles.flatMap((url) => {
    const name = url.slice(NRCES.length);
    const required = PROFILE_REQUIRED[name];
    if (!required) return [`${where}: claims ${name}, which these checks do not cover`];
    const missing = required
      .filter((path) => !present(valueAt(resource, path)))
      .map((path) => `${where} (${name}): ${path} is required`);
    const particular: string[] = [];
    if (name === 'Patient' || name === 'Practitioner' || name === 'Organization')
      particular.push(...identifierProblems(where, resource.identifier, name === 'Organization'));
    if (name === 'Patient' || name === 'Practitioner')
      for (const humanName of (resource.name as Json[] | undefined) ?? [])
        if (!present(humanName.text)) particular.push(`${where} (${name}): name.text is required`);
    const coded = { ServiceRequest: 'code.coding', MedicationRequest: 'medicationCodeableConcept.coding' }[
      name
    ];
    for (const coding of coded ? ((valueAt(resource, coded) as Json[] | undefined) ?? []) : [])
      if (coding.system !== SNOMED) particular.push(`${where}: ${name} codes are SNOMED CT only`);
    if (name === 'OPConsultRecord') particular.push(...compositionProblems(where, resource, resolve));
    return [...missing, ...particular];
  });
}

function compositionProblems(
  where: string,
  composition: Json,
  resolve: (reference: string) => Json | undefined,
): string[] {
  const problems: string[] = [];
  const type = (valueAt(composition, 'type.coding') as Json[] | undefined) ?? [];
  if (type.length !== 1 || type[0].system !== SNOMED || type[0].code !== '371530004')
    problems.push(`${where}: type must be SNOMED CT 371530004 alone`);
  const seen = new Set<string>();
  for (const [index, section] of ((composition.section as Json[] | undefined) ?? []).entries()) {
    const coding = (valueAt(section, 'code.coding') as Json[] | undefined) ?? [];
    const code = coding[0]?.code as string | undefined;
    const slice = code ? SECTION_SLICES[code] : undefined;
    if (!slice || coding.length !== 1 || coding[0].system !== SNOMED || coding[0].display !== slice.display) {
      problems.push(`${where}.section[${index}]: not an OPConsultRecord section slice`);
      continue;
    }
    if (seen.has(code!)) problems.push(`${where}.section[${index}]: slice ${code} repeated (max 1)`);
    seen.add(code!);
    // cmp-1: a section holds text, entries or sections.
    if (!present(section.text) && !present(section.entry) && !present(section.section))
      problems.push(`${where}.section[${index}]: empty (cmp-1)`);
    for (const entry of (section.entry as Json[] | undefined) ?? []) {
      const type = resolve(entry.reference as string)?.resourceType as string | undefined;
      if (!type || !slice.entries.includes(type))
        problems.push(
          `${where}.section[${index}]: entry ${String(type)} is not a ${slice.entries.join(' or ')}`,
        );
    }
  }
  return problems;
}

/**
 * Every problem of a FHIR document bundle: schema, document rules, claimed NRCeS profiles. Empty when it passes.
 */
export function fhirDocumentProblems(bundle: unknown): string[] {
  const problems = fhirSchemaProblems(bundle);
  const document = bundle as Json;
  if (document.type !== 'document') problems.push('Bundle.type must be document');
  const entries = (document.entry as Json[] | undefined) ?? [];
  const resources = new Map<string, Json>();
  for (const [index, entry] of entries.entries()) {
    const fullUrl = entry.fullUrl as string | undefined;
    const resource = entry.resource as Json;
    if (!fullUrl) problems.push(`entry[${index}]: no fullUrl`);
    else if (resources.has(fullUrl)) problems.push(`entry[${index}]: fullUrl ${fullUrl} repeated`);
    else resources.set(fullUrl, resource);
    if (fullUrl?.startsWith('urn:uuid:') && resource.id !== undefined && resource.id !== fullUrl.slice(9))
      problems.push(`entry[${index}]: id disagrees with its fullUrl`);
  }
  const first = entries[0]?.resource as Json | undefined;
  if (first?.resourceType !== 'Composition')
    problems.push('the first entry must be the Composition (bdl-11)');
  const referenced = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const resource = entry.resource as Json;
    for (const reference of referencesIn(resource)) {
      referenced.add(reference);
      if (!resources.has(reference))
        problems.push(`entry[${index}]: reference ${reference} is not in the bundle`);
    }
    for (const div of narrativesIn(resource))
      if (!div.startsWith('<div xmlns="http://www.w3.org/1999/xhtml">'))
        problems.push(`entry[${index}]: narrative is not an XHTML div`);
    problems.push(
      ...profileProblems(`entry[${index}] ${String(resource.resourceType)}`, resource, (reference) =>
        resources.get(reference),
      ),
    );
  }
  for (const [index, entry] of entries.entries())
    if (index > 0 && !referenced.has(entry.fullUrl as string))
      problems.push(`entry[${index}]: not referenced from the document`);
  problems.push(...profileProblems('Bundle', document, (reference) => resources.get(reference)));
  return problems;
}
