import { Module, type DynamicModule } from '@nestjs/common';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { SettingsModule } from '../settings/settings.module';
import { AiReportWriter, type ReportAiSettings } from './ai-report.writer';
import { ReportGenerationController } from './report-generation.controller';
import { REPORT_AI_WRITER, ReportGenerationService } from './report-generation.service';
import { ReportGenerationWorker } from './report-generation.worker';

/** Generate Results: the requests, the view and the edits, and the `report` queue's job where jobs run here. */
@Module({})
export class ReportGenerationModule {
  static forRoot(options: { ai: ReportAiSettings | undefined; runJobs: boolean }): DynamicModule {
    const { ai } = options;
    return {
      module: ReportGenerationModule,
      imports: [ReportVersionsModule, SettingsModule],
      controllers: [ReportGenerationController],
      providers: [
        ReportGenerationService,
        ...(options.runJobs ? [ReportGenerationWorker] : []),
        ...(ai ? [{ provide: REPORT_AI_WRITER, useValue: new AiReportWriter(ai) }] : []),
      ],
    };
  }
}
