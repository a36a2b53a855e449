import { z } from 'zod';

/**
 * Data residency: a deployment declares the geography its health data stays in (DATA_REGION) and which
 * geographies its AI and speech endpoints may be in. Every process that sends consultation audio or text to such an
 * endpoint checks its endpoints with `dataResidencyProblems` when its environment is loaded, so a deployment that
 * would send data abroad does not start.
 */

/** A geography: a two-letter code such as `in` (India) or `ae` (United Arab Emirates). */
export const geographySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'must be a two-letter geography such as in or ae');

const geographyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .pipe(z.array(geographySchema).min(1, 'must name at least one geography'));

/** The variables of the rule; each app `.extend()`s its schema with them. */
export const dataResidencyEnvSchema = z.object({
  /** Where this deployment keeps its data. Unset: no residency rule (development, tests). */
  DATA_REGION: geographySchema.optional(),
  /** Geographies the AI endpoints may be in; default: DATA_REGION only. */
  AI_ALLOWED_REGIONS: geographyList.optional(),
  /** Geographies the speech endpoints may be in; default: DATA_REGION only. */
  SPEECH_ALLOWED_REGIONS: geographyList.optional(),
});
export type DataResidencyEnv = z.infer<typeof dataResidencyEnvSchema>;

/** Azure regions by the geography their data stays in. A region not listed here must be declared explicitly. */
export const AZURE_REGION_GEOGRAPHY: Readonly<Record<string, string>> = {
  centralindia: 'in',
  southindia: 'in',
  westindia: 'in',
  jioindiacentral: 'in',
  jioindiawest: 'in',
  uaenorth: 'ae',
  uaecentral: 'ae',
};

/** Public hosts whose geography is known without a declaration. */
const KNOWN_HOST_GEOGRAPHY: Readonly<Record<string, string>> = {
  'api.openai.com': 'us',
};

export type EndpointPurpose = 'ai' | 'speech';

/** One outside endpoint a process sends health data to, as its environment configures it. */
export interface ExternalEndpoint {
  purpose: EndpointPurpose;
  /** The variable that configures it, named in the error. */
  variable: string;
  /** An Azure region name (`centralindia`) … */
  azureRegion?: string;
  /** … or the URL it calls (the provider's public URL when no base URL is configured). */
  url?: string;
  /** The geography the operator declares for this endpoint (required for a URL whose geography is unknown). */
  declaredRegion?: string;
  /** The variable that declares it, named in the error. */
  declaredRegionVariable: string;
}

/** `<region>.stt.speech.microsoft.com`, `<region>.api.cognitive.microsoft.com` and the like. */
const AZURE_REGIONAL_HOST =
  /^([a-z0-9]+)\.(?:[a-z]+\.)?(?:speech\.microsoft\.com|api\.cognitive\.microsoft\.com)$/;

/** The geography an endpoint is in, or undefined when nothing says. A declaration wins over what is derived. */
export function endpointGeography(endpoint: ExternalEndpoint): string | undefined {
  if (endpoint.declaredRegion) return endpoint.declaredRegion.trim().toLowerCase();
  if (endpoint.azureRegion) return AZURE_REGION_GEOGRAPHY[endpoint.azureRegion.trim().toLowerCase()];
  if (!endpoint.url) return undefined;
  const host = new URL(endpoint.url).hostname.toLowerCase();
  const azureRegion = AZURE_REGIONAL_HOST.exec(host)?.[1];
  if (azureRegion) return AZURE_REGION_GEOGRAPHY[azureRegion];
  return KNOWN_HOST_GEOGRAPHY[host];
}

const allowedVariable: Record<EndpointPurpose, keyof DataResidencyEnv> = {
  ai: 'AI_ALLOWED_REGIONS',
  speech: 'SPEECH_ALLOWED_REGIONS',
};

export interface ResidencyProblem {
  variable: string;
  message: string;
}

/**
 * Every configured endpoint outside the allowed geographies, with a message that says where it is and how to fix
 * it. Empty when DATA_REGION is unset.
 */
export function dataResidencyProblems(
  env: DataResidencyEnv,
  endpoints: readonly ExternalEndpoint[],
): ResidencyProblem[] {
  const dataRegion = env.DATA_REGION;
  if (!dataRegion) return [];
  const allowed: Record<EndpointPurpose, string[]> = {
    ai: env.AI_ALLOWED_REGIONS ?? [dataRegion],
    speech: env.SPEECH_ALLOWED_REGIONS ?? [dataRegion],
  };
  const problems: ResidencyProblem[] = [];
  for (const endpoint of endpoints) {
    const where = endpoint.azureRegion ? `Azure region ${endpoint.azureRegion}` : (endpoint.url ?? 'it');
    const geographyOf = endpointGeography(endpoint);
    const allowedHere = allowed[endpoint.purpose];
    if (geographyOf === undefined) {
      problems.push({
        variable: endpoint.variable,
        message:
          `the ${endpoint.purpose} endpoint ${where} has no known geography and DATA_REGION is ${dataRegion}: ` +
          `set ${endpoint.declaredRegionVariable} to the geography it keeps data in (allowed: ${allowedHere.join(', ')})`,
      });
    } else if (!allowedHere.includes(geographyOf)) {
      problems.push({
        variable: endpoint.variable,
        message:
          `the ${endpoint.purpose} endpoint ${where} is in geography ${geographyOf}, outside the allowed ` +
          `${allowedHere.join(', ')} (${allowedVariable[endpoint.purpose]}, DATA_REGION=${dataRegion}): ` +
          'refusing to start rather than send health data there',
      });
    }
  }
  return problems;
}
