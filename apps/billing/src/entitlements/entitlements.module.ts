import { Module } from '@nestjs/common';
import { EntitlementsController } from './entitlements.controller';
import { EntitlementsRepository } from './entitlements.repository';
import { EntitlementsService } from './entitlements.service';

@Module({
  controllers: [EntitlementsController],
  providers: [EntitlementsService, EntitlementsRepository],
  exports: [EntitlementsService],
})
export class EntitlementsModule {}
