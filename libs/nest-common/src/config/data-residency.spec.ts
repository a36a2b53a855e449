import {
  dataResidencyEnvSchema,
  dataResidencyProblems,
  endpointGeography,
  type ExternalEndpoint,
} from './data-residency';
import { loadConfig } from './load-config';

const residency = (env: Record<string, string>) => loadConfig(dataResidencyEnvSchema, env);

const azureSpeech = (azureRegion: string): ExternalEndpoint => ({
  purpose: 'speech',
  variable: 'AZURE_SPEECH_REGION',
  azureRegion,
  declaredRegionVariable: 'AZURE_SPEECH_ENDPOINT_REGION',
});
const aiAt = (url: string, declaredRegion?: string): ExternalEndpoint => ({
  purpose: 'ai',
  variable: 'AI_BASE_URL',
  url,
  declaredRegion,
  declaredRegionVariable: 'AI_REGION',
});

describe('endpointGeography', () => {
  it.each([
    ['centralindia', 'in'],
    ['southindia', 'in'],
    ['westindia', 'in'],
    ['uaenorth', 'ae'],
    ['UAECentral', 'ae'],
    ['westeurope', undefined],
  ])('maps the Azure region %s to %s', (region, expected) => {
    expect(endpointGeography(azureSpeech(region))).toBe(expected);
  });

  it('reads the Azure region out of a regional speech host and knows the public OpenAI API', () => {
    expect(endpointGeography(aiAt('wss://uaenorth.stt.speech.microsoft.com/speech/universal/v2'))).toBe('ae');
    expect(endpointGeography(aiAt('https://centralindia.api.cognitive.microsoft.com/'))).toBe('in');
    expect(endpointGeography(aiAt('https://api.openai.com/v1'))).toBe('us');
  });

  it('knows nothing of a custom base URL unless the operator declares it, and a declaration wins', () => {
    expect(endpointGeography(aiAt('http://llm.hospital.internal:8000/v1'))).toBeUndefined();
    expect(endpointGeography(aiAt('http://llm.hospital.internal:8000/v1', 'IN'))).toBe('in');
  });
});

describe('dataResidencyProblems', () => {
  it('applies no rule when the deployment declares no region', () => {
    expect(
      dataResidencyProblems(residency({}), [azureSpeech('eastus'), aiAt('https://api.openai.com/v1')]),
    ).toEqual([]);
  });

  it('allows endpoints in the data region by default', () => {
    const env = residency({ DATA_REGION: 'in' });
    expect(
      dataResidencyProblems(env, [azureSpeech('centralindia'), aiAt('https://x.local/v1', 'in')]),
    ).toEqual([]);
  });

  it('refuses an Azure region of another geography, naming the variable, the geography and the allowed ones', () => {
    const problems = dataResidencyProblems(residency({ DATA_REGION: 'in' }), [azureSpeech('uaenorth')]);
    expect(problems).toEqual([
      {
        variable: 'AZURE_SPEECH_REGION',
        message: expect.stringMatching(
          /^the speech endpoint Azure region uaenorth is in geography ae, outside the allowed in \(SPEECH_ALLOWED_REGIONS, DATA_REGION=in\)/,
        ) as unknown,
      },
    ]);
  });

  it('refuses the public OpenAI API for a deployment that keeps its data in the UAE', () => {
    const [problem] = dataResidencyProblems(residency({ DATA_REGION: 'ae' }), [
      aiAt('https://api.openai.com/v1'),
    ]);
    expect(problem.message).toContain('is in geography us, outside the allowed ae (AI_ALLOWED_REGIONS');
  });

  it('asks for a declaration when a custom base URL or unknown Azure region says nothing of where it is', () => {
    const problems = dataResidencyProblems(residency({ DATA_REGION: 'ae' }), [
      aiAt('http://llm.hospital.internal:8000/v1'),
      azureSpeech('westeurope'),
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('has no known geography and DATA_REGION is ae: set AI_REGION'),
      expect.stringContaining('Azure region westeurope has no known geography'),
    ]);
  });

  it('takes separate allowed lists for AI and speech', () => {
    const env = residency({ DATA_REGION: 'ae', AI_ALLOWED_REGIONS: 'ae, in', SPEECH_ALLOWED_REGIONS: 'ae' });
    expect(env.AI_ALLOWED_REGIONS).toEqual(['ae', 'in']);
    expect(dataResidencyProblems(env, [aiAt('https://x.local/v1', 'in')])).toEqual([]);
    expect(dataResidencyProblems(env, [azureSpeech('centralindia')])).toHaveLength(1);
  });

  it('rejects a region that is not a two-letter geography', () => {
    expect(() => residency({ DATA_REGION: 'centralindia' })).toThrow(
      /DATA_REGION: must be a two-letter geography such as in or ae/,
    );
    expect(() => residency({ AI_ALLOWED_REGIONS: ' , ' })).toThrow(
      /AI_ALLOWED_REGIONS: must name at least one geography/,
    );
  });
});
