import { isSpaRoute } from './spa-route';

describe('isSpaRoute', () => {
  it.each([
    '/',
    '/dashboard',
    '/login',
    '/error',
    '/patients/12/sessions',
    '/apiary',
    '/administration',
    '/healthz-info',
  ])('renders the web app for %s', (path) => {
    expect(isSpaRoute(path)).toBe(true);
  });

  it.each([
    '/api',
    '/api/',
    '/api/unknown',
    '/api/manage/countries',
    '/admin',
    '/admin/queues',
    '/assets/index-abc123.js',
    '/healthz',
    '/readyz/',
    '/metrics',
  ])('leaves %s to the server', (path) => {
    expect(isSpaRoute(path)).toBe(false);
  });
});
