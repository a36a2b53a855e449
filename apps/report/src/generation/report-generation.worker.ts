import { Injectable } from '@nestjs/common';
import { ReportJobName, type GenerateReportJob } from '@medi/contracts';
import { OnJob } from '@medi/nest-common/queue';
import { ReportGenerationService, type GenerationOutcome } from './report-generation.service';

/** The `report` queue's handler: only in a process that runs jobs (WORKERS=inline). */
@Injectable()
export class ReportGenerationWorker {
  constructor(private readonly generation: ReportGenerationService) {}

  @OnJob(ReportJobName.Generate)
  generate(job: GenerateReportJob, context: { attempt: number }): Promise<GenerationOutcome> {
    return this.generation.generate(job, context.attempt);
  }
}
