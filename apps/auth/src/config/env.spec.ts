import { loadAuthEnv } from './env';

describe('loadAuthEnv', () => {
  it('fails start-up naming REDIS_URL when it is missing', () => {
    expect(() => loadAuthEnv({ PORT: '8081' })).toThrow(/^REDIS_URL: is required$/m);
  });

  it('runs the queue processors in the service process unless told otherwise', () => {
    expect(loadAuthEnv({ REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8081' }).WORKERS).toBe('inline');
  });
});
