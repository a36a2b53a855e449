import { Injectable } from '@nestjs/common';
import {
  contactUsRequestSchema,
  demoRequestSchema,
  ENQUIRY_MESSAGES,
  parseOrThrow,
  genericEnquirySchema,
  AuthMailJobName,
  type SubmitEnquiryCommand,
  type SuccessReply,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { JobQueue } from '@medi/nest-common/queue';
import type { z } from 'zod';
import { EnquiriesRepository, type NewEnquiry } from './enquiries.repository';

/** The gateway validated the form already; the schema runs again because this service owns what it stores. */
function parseForm<Schema extends z.ZodType>(schema: Schema, form: unknown): z.output<Schema> {
  return parseOrThrow(schema, form);
}

/** The contact details every enquiry form has. */
function contactOf(form: { Name: string; Email: string; CountryCode: string; Phone: string }) {
  return { name: form.Name, email: form.Email, countryCode: form.CountryCode, phone: form.Phone };
}

function enquiryOf(command: SubmitEnquiryCommand, createdAt: Date): NewEnquiry {
  const stored = { clientIp: command.client.ip, createdAt };
  switch (command.kind) {
    case 'demo':
    case 'generic': {
      const form = parseForm(
        command.kind === 'demo' ? demoRequestSchema : genericEnquirySchema,
        command.enquiry,
      );
      return { ...stored, ...contactOf(form), kind: command.kind, requirements: form.Requirements };
    }
    case 'contact': {
      const form = parseForm(contactUsRequestSchema, command.enquiry);
      return {
        ...stored,
        ...contactOf(form),
        kind: command.kind,
        additionalNotes: form.AdditionalNotes,
        selectedPlan: form.SelectedPlan,
      };
    }
  }
}

@Injectable()
export class EnquiriesService {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the enquiry, then queues its e-mail to support, replying to the enquirer; the job names the row only,
   * and its id comes from the row, so it is sent once.
   */
  async submit(command: SubmitEnquiryCommand): Promise<SuccessReply> {
    const saved = await this.enquiries.insert(enquiryOf(command, this.clock.now()));
    await this.jobs.enqueue(AuthMailJobName.Send, { template: 'enquiry', enquiryId: saved.id });
    return { success: true, message: ENQUIRY_MESSAGES.received };
  }
}
