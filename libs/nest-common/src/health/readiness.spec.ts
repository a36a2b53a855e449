import { readinessOf, type ReadinessCheck } from './readiness';

const up =
  (name: string): ReadinessCheck =>
  () =>
    Promise.resolve([name, { status: 'up' }]);
const down =
  (name: string, message: string): ReadinessCheck =>
  () =>
    Promise.resolve([name, { status: 'down', message }]);

describe('readinessOf', () => {
  it('is ok when every dependency is up, each listed in info and details', async () => {
    await expect(readinessOf([up('redis'), up('database')])).resolves.toEqual({
      status: 'ok',
      info: { redis: { status: 'up' }, database: { status: 'up' } },
      error: {},
      details: { redis: { status: 'up' }, database: { status: 'up' } },
    });
  });

  it('is an error when one is down, which is listed in error with its message', async () => {
    await expect(readinessOf([up('redis'), down('database', 'connection refused')])).resolves.toEqual({
      status: 'error',
      info: { redis: { status: 'up' } },
      error: { database: { status: 'down', message: 'connection refused' } },
      details: { redis: { status: 'up' }, database: { status: 'down', message: 'connection refused' } },
    });
  });
});
