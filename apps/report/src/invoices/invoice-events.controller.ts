import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DomainEvent, type EventMap, ReportMailJobName } from '@medi/contracts';
import { JobQueue } from '@medi/nest-common/queue';

/** A payment's invoice was issued by billing: queue its rendering and e-mail (the job id is the invoice's). */
@Controller()
export class InvoiceEventsController {
  constructor(private readonly jobs: JobQueue) {}

  @EventPattern(DomainEvent.InvoiceIssued)
  async onInvoiceIssued(@Payload() event: EventMap[typeof DomainEvent.InvoiceIssued]): Promise<void> {
    await this.jobs.enqueue(ReportMailJobName.Invoice, { invoiceNumber: event.invoiceNumber });
  }
}
