import { Module } from '@nestjs/common';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** The tax invoices issued with each payment's grant: the history, and the PDF the report service renders. */
@Module({
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoicesService],
})
export class InvoicesModule {}
