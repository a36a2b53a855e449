import { Module } from '@nestjs/common';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesRepository } from './enquiries.repository';
import { EnquiriesService } from './enquiries.service';

@Module({ controllers: [EnquiriesController], providers: [EnquiriesService, EnquiriesRepository] })
export class EnquiriesModule {}
