import { loadReportEnv } from './env';

// A test key (32 bytes in base64): every process needs one, a deployment's own.
const TRANSPORT_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');
const BASE = { REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8083', TRANSPORT_SEALING_KEY };

describe('the report service environment: data residency of the reports AI endpoint', () => {
  it('starts with no rule when the deployment declares no region', () => {
    expect(() => loadReportEnv({ ...BASE, REPORT_AI_API_KEY: 'sk-test' })).not.toThrow();
  });

  it('refuses the public OpenAI API for a deployment whose data stays in India', () => {
    expect(() => loadReportEnv({ ...BASE, DATA_REGION: 'in', REPORT_AI_API_KEY: 'sk-test' })).toThrow(
      /REPORT_AI_BASE_URL.*geography us, outside the allowed in/s,
    );
  });

  it('needs a declared geography for a private endpoint, and starts once it is an allowed one', () => {
    const privateEndpoint = {
      ...BASE,
      DATA_REGION: 'ae',
      REPORT_AI_BASE_URL: 'https://llm.hospital.example/v1',
    };
    expect(() => loadReportEnv(privateEndpoint)).toThrow(/set REPORT_AI_REGION/);
    expect(() => loadReportEnv({ ...privateEndpoint, REPORT_AI_REGION: 'in' })).toThrow(
      /outside the allowed ae/,
    );
    expect(loadReportEnv({ ...privateEndpoint, REPORT_AI_REGION: 'ae' }).REPORT_AI_REGION).toBe('ae');
  });

  it('checks nothing without an AI endpoint: the extractive draft sends nothing out', () => {
    expect(() => loadReportEnv({ ...BASE, DATA_REGION: 'in' })).not.toThrow();
  });
});
