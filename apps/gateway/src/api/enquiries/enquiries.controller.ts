import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type ContactUsRequest,
  contactUsRequestSchema,
  type DemoRequest,
  demoRequestSchema,
  EngagementPattern,
  type GenericEnquiryRequest,
  genericEnquirySchema,
  type SubmitEnquiryCommand,
  type SuccessReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { clientInfoOf } from '../../auth/client-info';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodBody } from '../../validation/zod-validation.pipe';

/** The spec's enquiry answer: status, success and the server's message (spec 01 section 7). */
export interface EnquiryResponse extends SuccessReply {
  status: 200;
}

/** The public enquiry forms (demo request, contact us for a plan, generic enquiry): stored and e-mailed to support. */
@Controller('api/manage')
export class EnquiriesController {
  constructor(private readonly services: ServiceClient) {}

  @Post('requestdemo')
  @HttpCode(200)
  @RateLimit('enquiry')
  requestDemo(
    @ZodBody(demoRequestSchema) body: DemoRequest,
    @Req() request: Request,
  ): Promise<EnquiryResponse> {
    return this.submit({ kind: 'demo', enquiry: body, client: clientInfoOf(request) });
  }

  @Post('contactUsForSubscription')
  @HttpCode(200)
  @RateLimit('enquiry')
  contactUsForSubscription(
    @ZodBody(contactUsRequestSchema) body: ContactUsRequest,
    @Req() request: Request,
  ): Promise<EnquiryResponse> {
    return this.submit({ kind: 'contact', enquiry: body, client: clientInfoOf(request) });
  }

  @Post('generic-enquiry')
  @HttpCode(200)
  @RateLimit('enquiry')
  genericEnquiry(
    @ZodBody(genericEnquirySchema) body: GenericEnquiryRequest,
    @Req() request: Request,
  ): Promise<EnquiryResponse> {
    return this.submit({ kind: 'generic', enquiry: body, client: clientInfoOf(request) });
  }

  private async submit(command: SubmitEnquiryCommand): Promise<EnquiryResponse> {
    const reply = await this.services.send(EngagementPattern.SubmitEnquiry, command);
    return { status: 200, ...reply };
  }
}
