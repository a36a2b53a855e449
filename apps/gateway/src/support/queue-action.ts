import type { QueueAction } from '@medi/contracts';

export interface ClassifiedQueueAction {
  action: QueueAction;
  queue: string;
  jobId?: string;
  jobState?: string;
}

const QUEUE_WIDE: Record<string, QueueAction> = {
  add: 'add',
  promote: 'promote',
  pause: 'pause',
  resume: 'resume',
  empty: 'empty',
  obliterate: 'obliterate',
};
const ON_A_JOB: Record<string, QueueAction> = {
  retry: 'retry',
  clean: 'clean',
  promote: 'promote',
  'update-data': 'update',
  delay: 'update',
  priority: 'update',
  'remove-unprocessed-children': 'remove',
};

/**
 * What a write to Bull Board's API does, read from its route (`/api/queues/...` below the board): the audit log
 * records it before it runs. Undefined for reads. A write this table does not know is recorded as `other`.
 */
export function classifyQueueAction(method: string, apiPath: string): ClassifiedQueueAction | undefined {
  if (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return undefined;
  const parts = apiPath.split('?', 1)[0].split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'api' || parts[1] !== 'queues') return { action: 'other', queue: '*' };
  const [, , queue, second, third] = parts;
  if (queue === 'pause' || queue === 'resume') return { action: queue, queue: '*' };
  if (!queue || !second) return { action: 'other', queue: queue ?? '*' };
  if ((second === 'retry' || second === 'clean') && third !== undefined) {
    return { action: second, queue, jobState: third };
  }
  if (third === undefined && QUEUE_WIDE[second]) return { action: QUEUE_WIDE[second], queue };
  if (third !== undefined && ON_A_JOB[third]) return { action: ON_A_JOB[third], queue, jobId: second };
  return { action: 'other', queue, ...(third !== undefined ? { jobId: second } : {}) };
}
