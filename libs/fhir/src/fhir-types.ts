/**
 * The few FHIR R4 shapes this library writes, typed as far as the mapper needs them. The structure itself is
 * checked in the tests against HL7's published R4 JSON schema, not by these types.
 */
export interface Coding {
  system: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  reference: string;
  type?: string;
  display?: string;
}

export interface Narrative {
  status: 'generated';
  div: string;
}

export interface FhirResource {
  resourceType: string;
  id: string;
  meta?: { profile?: string[]; versionId?: string; lastUpdated?: string };
  text?: Narrative;
  [element: string]: unknown;
}

export interface BundleEntry {
  fullUrl: string;
  resource: FhirResource;
}

export interface DocumentBundle extends FhirResource {
  resourceType: 'Bundle';
  type: 'document';
  identifier: { system: string; value: string };
  timestamp: string;
  entry: BundleEntry[];
}

/** The media type of a FHIR JSON document (FHIR R4, http.html#mime). */
export const FHIR_JSON_MEDIA_TYPE = 'application/fhir+json';
