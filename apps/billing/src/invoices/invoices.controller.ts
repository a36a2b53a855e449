import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingInvoicePattern as Pattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { InvoicesService } from './invoices.service';

@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @MessagePattern(Pattern.List)
  list(@Payload() request: RequestOf<typeof Pattern.List>): Promise<ReplyOf<typeof Pattern.List>> {
    return this.invoices.list(request.userId);
  }

  @MessagePattern(Pattern.Document)
  document(
    @Payload() request: RequestOf<typeof Pattern.Document>,
  ): Promise<ReplyOf<typeof Pattern.Document>> {
    return this.invoices.document(request.invoiceNumber);
  }

  @MessagePattern(Pattern.StorePdf)
  storePdf(
    @Payload() request: RequestOf<typeof Pattern.StorePdf>,
  ): Promise<ReplyOf<typeof Pattern.StorePdf>> {
    return this.invoices.storePdf(request.invoiceNumber, request.content);
  }

  @MessagePattern(Pattern.MarkMailed)
  markMailed(
    @Payload() request: RequestOf<typeof Pattern.MarkMailed>,
  ): Promise<ReplyOf<typeof Pattern.MarkMailed>> {
    return this.invoices.markMailed(request.invoiceNumber);
  }

  @MessagePattern(Pattern.Pdf)
  pdf(@Payload() request: RequestOf<typeof Pattern.Pdf>): Promise<ReplyOf<typeof Pattern.Pdf>> {
    return this.invoices.pdf(request.userId, request.invoiceNumber);
  }
}
