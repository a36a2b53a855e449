import { z } from 'zod';
import { commonEnvSchema } from './common-env.schema';
import { loadConfig } from './load-config';

const validEnv = { REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8081' };

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
      'WORKERS',
    ]);
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
