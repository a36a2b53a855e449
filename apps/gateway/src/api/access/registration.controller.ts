import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ACCESS_MESSAGES,
  AccessPattern,
  createSignupRequestSchema,
  type EmailCheckQuery,
  type EmailCheckResponse,
  emailCheckQuerySchema,
  type LicenseCheckQuery,
  type LicenseCheckResponse,
  licenseCheckQuerySchema,
  type SuccessReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { clientInfoOf } from '../../auth/client-info';
import { DOCUMENT_DATE, ValidatedWith } from '../../openapi/request-schemas';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodQuery } from '../../validation/zod-validation.pipe';

/** Sign-up and the checks the form makes on blur. */
@Controller('api/manage')
export class RegistrationController {
  constructor(private readonly services: ServiceClient) {}

  @Post('signup')
  @HttpCode(200)
  @RateLimit('signup')
  @ValidatedWith({ body: createSignupRequestSchema({ today: DOCUMENT_DATE }) })
  async register(@Body() body: unknown, @Req() request: Request): Promise<SuccessReply> {
    // Validated once, by the auth service: only it knows the country's licence pattern.
    await this.services.send(AccessPattern.Register, { form: body, client: clientInfoOf(request) });
    return { success: true, message: ACCESS_MESSAGES.signupSuccess };
  }

  @Get('emailcheck')
  @RateLimit('emailCheck')
  emailCheck(@ZodQuery(emailCheckQuerySchema) query: EmailCheckQuery): Promise<EmailCheckResponse> {
    return this.services.send(AccessPattern.EmailExists, { email: query.emailId });
  }

  @Get('check-duplicate-license')
  @RateLimit('licenseCheck')
  licenseCheck(@ZodQuery(licenseCheckQuerySchema) query: LicenseCheckQuery): Promise<LicenseCheckResponse> {
    return this.services.send(AccessPattern.LicenseExists, { licenseNumber: query.licenseNumber });
  }
}
