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
    '/admin/queues',
    '/supporters',
    '/healthz-info',
  ])('renders the web app for %s', (path) => {
    expect(isSpaRoute(path)).toBe(true);
  });

  it.each([
    '/api',
    '/api/',
    '/api/unknown',
    '/api/manage/countries',
    '/support',
    '/support/login',
    '/support/queues/api/queues',
    '/assets/index-abc123.js',
    '/healthz',
    '/readyz/',
    '/metrics',
  ])('leaves %s to the server', (path) => {
    expect(isSpaRoute(path)).toBe(false);
  });
});
