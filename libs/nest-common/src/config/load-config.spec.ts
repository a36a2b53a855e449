import { z } from 'zod';
import { commonEnvSchema } from './common-env.schema';
import { loadConfig } from './load-config';

// A test key (32 bytes in base64): every process needs one, a deployment's own.
const TRANSPORT_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');
const validEnv = { REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8081', TRANSPORT_SEALING_KEY };

describe('loadConfig', () => {
  it('applies the defaults of the common schema and coerces the port', () => {
    const config = loadConfig(commonEnvSchema, validEnv);

    expect(config).toEqual({
      REDIS_URL: 'redis://127.0.0.1:6379',
      KEY_PREFIX: 'medi',
      DATA_DIR: '.data',
      PORT: 8081,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      MAIL_FROM: 'MediScribe <no-reply@mediscribe.local>',
      WORKERS: 'inline',
      TRANSPORT_DEADLINE_MS: 5_000,
      TRANSPORT_SEALING_KEY,
    });
  });

  it('names a missing REDIS_URL as required', () => {
    expect(() => loadConfig(commonEnvSchema, { PORT: '8081' })).toThrow(/^REDIS_URL: is required$/m);
  });

  it('lists every problem in one error, one line per key', () => {
    let message = '';
    try {
      loadConfig(commonEnvSchema, { PORT: 'eighty', WORKERS: 'sometimes', SMTP_URL: 'http://mail' });
    } catch (error) {
      message = (error as Error).message;
    }

    const lines = message.split('\n').slice(1);
    expect(lines.map((line) => line.split(':', 1)[0]).sort()).toEqual([
      'PORT',
      'REDIS_URL',
      'SMTP_URL',
      'TRANSPORT_SEALING_KEY',
      'WORKERS',
    ]);
  });

  it('refuses a sealing key that is not 32 bytes in base64, naming the one at fault while rotating', () => {
    expect(() => loadConfig(commonEnvSchema, { ...validEnv, TRANSPORT_SEALING_KEY: 'changeme' })).toThrow(
      /^TRANSPORT_SEALING_KEY: key 1 must be 32 random bytes in base64/m,
    );
    expect(() =>
      loadConfig(commonEnvSchema, {
        ...validEnv,
        TRANSPORT_SEALING_KEY: `${TRANSPORT_SEALING_KEY},${Buffer.alloc(16).toString('base64')}`,
      }),
    ).toThrow(/^TRANSPORT_SEALING_KEY: key 2 must be 32 random bytes/m);
  });

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig(commonEnvSchema, { ...validEnv, DATABASE_URL: 'mysql://db/x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('keeps the variables an app adds with extend()', () => {
    const schema = commonEnvSchema.extend({ FEATURE_URL: z.url() });

    expect(loadConfig(schema, { ...validEnv, FEATURE_URL: 'http://feature.local' }).FEATURE_URL).toBe(
      'http://feature.local',
    );
  });
});
