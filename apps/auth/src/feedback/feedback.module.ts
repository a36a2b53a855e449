import { Module, type DynamicModule } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { FeedbackController } from './feedback.controller';
import { FEEDBACK_OPTIONS, type FeedbackOptions } from './feedback.options';
import { FeedbackRepository } from './feedback.repository';
import { FeedbackService } from './feedback.service';

@Module({})
export class FeedbackModule {
  static forRoot(options: FeedbackOptions): DynamicModule {
    return {
      module: FeedbackModule,
      imports: [UsersModule],
      controllers: [FeedbackController],
      providers: [{ provide: FEEDBACK_OPTIONS, useValue: options }, FeedbackService, FeedbackRepository],
    };
  }
}
