import { classifyQueueAction } from './queue-action';

describe('classifyQueueAction', () => {
  it.each([
    [
      'PUT',
      '/api/queues/auth-mail/retry/failed',
      { action: 'retry', queue: 'auth-mail', jobState: 'failed' },
    ],
    [
      'PUT',
      '/api/queues/auth-mail/clean/completed',
      { action: 'clean', queue: 'auth-mail', jobState: 'completed' },
    ],
    [
      'PUT',
      '/api/queues/pdf-render/job%3A42/retry',
      { action: 'retry', queue: 'pdf-render', jobId: 'job:42' },
    ],
    ['PUT', '/api/queues/pdf-render/17/clean', { action: 'clean', queue: 'pdf-render', jobId: '17' }],
    ['PUT', '/api/queues/pdf-render/17/promote', { action: 'promote', queue: 'pdf-render', jobId: '17' }],
    [
      'PATCH',
      '/api/queues/pdf-render/17/update-data',
      { action: 'update', queue: 'pdf-render', jobId: '17' },
    ],
    ['PUT', '/api/queues/pdf-render/empty', { action: 'empty', queue: 'pdf-render' }],
    ['POST', '/api/queues/pdf-render/add', { action: 'add', queue: 'pdf-render' }],
    ['PUT', '/api/queues/pause', { action: 'pause', queue: '*' }],
    ['PUT', '/api/queues/pdf-render/concurrency', { action: 'other', queue: 'pdf-render' }],
    ['POST', '/api/metrics/history/purge', { action: 'other', queue: '*' }],
  ])('%s %s is %o', (method, path, expected) => {
    expect(classifyQueueAction(method, path)).toEqual(expected);
  });

  it('records no read', () => {
    expect(classifyQueueAction('GET', '/api/queues')).toBeUndefined();
    expect(classifyQueueAction('HEAD', '/api/queues/pdf-render/17')).toBeUndefined();
  });
});
