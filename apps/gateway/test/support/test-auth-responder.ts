import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  AppError,
  AuthPattern,
  type Country,
  type LicensePatternResponse,
  type RequestOf,
} from '@medi/contracts';
import { AppErrorRpcFilter, RedisStreamsContext, RedisStreamsServer } from '@medi/nest-transport';
import { testSealer } from '@medi/testing';

/**
 * Stands in for the auth service so the gateway's own behaviour (routing, validation, error mapping, deadlines)
 * is tested without importing another app. The real auth service is covered by the end-to-end smoke test.
 */
export const RESPONDER_COUNTRIES: Country[] = [
  { countryId: 1, countryName: 'India' },
  { countryId: 2, countryName: 'United Arab Emirates' },
];
/** A country the responder answers only after this long: the gateway's deadline is shorter. */
export const SILENT_COUNTRY_ID = 777;
export const SILENT_COUNTRY_DELAY_MS = 2_500;
/** A country answered late but within the deadline: lets a test hold a request in flight. */
export const SLOW_COUNTRY_ID = 555;
export const SLOW_COUNTRY_DELAY_MS = 600;
export const RESPONDER_PATTERNS: Record<number, string> = {
  1: '^[A-Z]{2}/\\d{4,6}/\\d{4}$',
  2: '^DHA-\\d{8}$',
  [SLOW_COUNTRY_ID]: '^SLOW-\\d+$',
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ResponderLog {
  readonly correlationIds: string[] = [];
}

export async function startTestAuthResponder(
  redisUrl: string,
  keyPrefix: string,
): Promise<{ responder: INestMicroservice; log: ResponderLog }> {
  const log = new ResponderLog();

  @Controller()
  class TestAuthResponderController {
    @MessagePattern(AuthPattern.ListCountries)
    listCountries(@Ctx() context: RedisStreamsContext): Country[] {
      log.correlationIds.push(context.getCorrelationId());
      return RESPONDER_COUNTRIES;
    }

    @MessagePattern(AuthPattern.GetLicensePattern)
    async getLicensePattern(
      @Payload() { countryId }: RequestOf<typeof AuthPattern.GetLicensePattern>,
      @Ctx() context: RedisStreamsContext,
    ): Promise<LicensePatternResponse> {
      log.correlationIds.push(context.getCorrelationId());
      if (countryId === SILENT_COUNTRY_ID) await delay(SILENT_COUNTRY_DELAY_MS);
      if (countryId === SLOW_COUNTRY_ID) await delay(SLOW_COUNTRY_DELAY_MS);
      const regexPattern = RESPONDER_PATTERNS[countryId];
      if (regexPattern === undefined) {
        throw new AppError('AUTH.COUNTRY_NOT_FOUND', `Country ${countryId} does not exist.`);
      }
      return { regexPattern };
    }
  }

  @Module({ controllers: [TestAuthResponderController] })
  class TestAuthResponderModule {}

  const responder = await NestFactory.createMicroservice(TestAuthResponderModule, {
    strategy: new RedisStreamsServer({ redisUrl, keyPrefix, service: 'auth', sealer: testSealer() }),
    logger: false,
  });
  responder.useGlobalFilters(new AppErrorRpcFilter());
  await responder.listen();
  return { responder, log };
}
