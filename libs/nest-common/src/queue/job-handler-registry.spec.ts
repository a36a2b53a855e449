import { AuthMailJobName, AuthMaintenanceJobName, QueueName } from '@medi/contracts';
import { servedQueues } from './job-handler-registry';

describe('job handler registry, checked at start-up', () => {
  it('serves the queues of the jobs that have handlers, and no other', () => {
    const served = servedQueues([
      { job: AuthMailJobName.Send, handler: 'AuthMailWorker.send' },
      { job: AuthMaintenanceJobName.PurgeExpiredData, handler: 'PurgeWorker.purgeExpired' },
    ]);

    expect([...served.entries()]).toEqual([
      [QueueName.AuthMail, [AuthMailJobName.Send]],
      [QueueName.AuthMaintenance, [AuthMaintenanceJobName.PurgeExpiredData]],
    ]);
    expect(servedQueues([])).toEqual(new Map());
  });

  it('fails when a job has two handlers, naming both', () => {
    expect(() =>
      servedQueues([
        { job: AuthMailJobName.Send, handler: 'AuthMailWorker.send' },
        { job: AuthMailJobName.Send, handler: 'OtherSender.send' },
      ]),
    ).toThrow(`job ${AuthMailJobName.Send} has two handlers: AuthMailWorker.send and OtherSender.send`);
  });

  it('fails when a handler names a job the contracts do not know', () => {
    expect(() => servedQueues([{ job: 'mail.send', handler: 'OldProcessor.process' }])).toThrow(
      'OldProcessor.process handles unknown job mail.send',
    );
  });
});
