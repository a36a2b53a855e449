import { SetMetadata } from '@nestjs/common';
import type { JobName, JobPayload } from '@medi/contracts';

export const ON_JOB_METADATA = 'medi:on-job';

/** What a handler may want to know about the run besides its payload. */
export interface JobRun {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/**
 * Marks a provider method as the handler of one job: `@OnJob(AuthMailJobName.Send) send(mail: SendAuthMailJob)`.
 * The payload reaches it validated against the job's schema; its return value becomes the job's return value.
 */
export function OnJob<N extends JobName>(name: N) {
  return <Handler extends (payload: JobPayload<N>, run: JobRun) => Promise<unknown>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    SetMetadata(ON_JOB_METADATA, name)(target, key, descriptor);
  };
}
