import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { AppErrorRpcFilter, RedisStreamsServer } from '@medi/nest-transport';
import { testSealer } from '@medi/testing';

export interface AuditResponder {
  /** Every record the report service asked for, in order. */
  records: RequestOf<typeof AuditPattern.Record>[];
  stop(): Promise<void>;
}

/**
 * Answers the session service's audit pattern on the real transport, so the report service's own behaviour is tested
 * without importing another app (its saves are recorded in the session service's trail, which the gateway's
 * integration tests run for real).
 */
export async function startAuditResponder(redisUrl: string, keyPrefix: string): Promise<AuditResponder> {
  const records: AuditResponder['records'] = [];

  @Controller()
  class AuditResponderController {
    @MessagePattern(AuditPattern.Record)
    record(@Payload() request: RequestOf<typeof AuditPattern.Record>): ReplyOf<typeof AuditPattern.Record> {
      records.push(request);
      return { recorded: true };
    }
  }

  @Module({ controllers: [AuditResponderController] })
  class AuditResponderModule {}

  const responder: INestMicroservice = await NestFactory.createMicroservice(AuditResponderModule, {
    strategy: new RedisStreamsServer({ redisUrl, keyPrefix, service: 'session', sealer: testSealer() }),
    logger: false,
  });
  responder.useGlobalFilters(new AppErrorRpcFilter());
  await responder.listen();
  return { records, stop: () => responder.close() };
}
