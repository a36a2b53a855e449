import { Module, type DynamicModule } from '@nestjs/common';
import { EnquiriesController } from './enquiries.controller';
import { ENQUIRIES_OPTIONS, type EnquiriesOptions } from './enquiries.options';
import { EnquiriesRepository } from './enquiries.repository';
import { EnquiriesService } from './enquiries.service';

@Module({})
export class EnquiriesModule {
  static forRoot(options: EnquiriesOptions): DynamicModule {
    return {
      module: EnquiriesModule,
      controllers: [EnquiriesController],
      providers: [{ provide: ENQUIRIES_OPTIONS, useValue: options }, EnquiriesService, EnquiriesRepository],
    };
  }
}
