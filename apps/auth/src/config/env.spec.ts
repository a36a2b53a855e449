import { loadAuthEnv } from './env';

// A test key (32 bytes in base64): every process needs one, a deployment's own.
const TRANSPORT_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');

const minimalEnv = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  PORT: '8081',
  PUBLIC_ORIGIN: 'https://app.example',
  TRANSPORT_SEALING_KEY,
};

describe('loadAuthEnv', () => {
  it('fails start-up naming REDIS_URL when it is missing', () => {
    expect(() => loadAuthEnv({ PORT: '8081', PUBLIC_ORIGIN: 'https://app.example' })).toThrow(
      /^REDIS_URL: is required$/m,
    );
  });

  it('runs the queue processors in the service process unless told otherwise', () => {
    expect(loadAuthEnv(minimalEnv).WORKERS).toBe('inline');
  });

  it('fails start-up without the public origin that e-mailed links are built from', () => {
    expect(() => loadAuthEnv({ ...minimalEnv, PUBLIC_ORIGIN: undefined })).toThrow(
      /^PUBLIC_ORIGIN: is required$/m,
    );
    expect(() => loadAuthEnv({ ...minimalEnv, PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /^PUBLIC_ORIGIN: /m,
    );
  });

  it('signs e-mails as MediScribe unless DOMAIN_NAME says otherwise', () => {
    expect(loadAuthEnv(minimalEnv).DOMAIN_NAME).toBe('MediScribe');
    expect(loadAuthEnv({ ...minimalEnv, DOMAIN_NAME: 'ScribeCare' }).DOMAIN_NAME).toBe('ScribeCare');
  });
});
