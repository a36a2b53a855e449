import { Module, type DynamicModule } from '@nestjs/common';
import type { SessionEnv } from '../config/env';
import { ConsultationsModule } from '../consultations/consultations.module';
import { ConsultationHistoryController } from '../history/consultation-history.controller';
import { ConsultationHistoryRepository } from '../history/consultation-history.repository';
import { ConsultationHistoryService } from '../history/consultation-history.service';
import { PatientsModule } from '../patients/patients.module';
import { ReportSourcesModule } from '../report-sources/report-sources.module';
import { LiveController } from './live.controller';
import { LiveOwnerService } from './live-owner.service';
import { LiveReservationsReconciler } from './live-reservations.reconciler';
import { LiveStreamsRepository } from './live-streams.repository';
import { SESSION_ENV } from './live.tokens';

@Module({})
export class LiveModule {
  static forRoot(env: SessionEnv): DynamicModule {
    return {
      module: LiveModule,
      imports: [ConsultationsModule, PatientsModule, ReportSourcesModule],
      // The history is here because erasing a consultation clears its live keys as well.
      controllers: [LiveController, ConsultationHistoryController],
      providers: [
        { provide: SESSION_ENV, useValue: env },
        LiveStreamsRepository,
        LiveOwnerService,
        LiveReservationsReconciler,
        ConsultationHistoryRepository,
        ConsultationHistoryService,
      ],
    };
  }
}
