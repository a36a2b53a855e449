import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller';

/** The OpenAPI document of the gateway's HTTP API. Support staff only: SupportModule puts its gate in front. */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
})
export class OpenApiModule {}
