import { Module } from '@nestjs/common';
import { InvoiceEventsController } from './invoice-events.controller';

/** In every report process: turns billing's InvoiceIssued events into invoice jobs. */
@Module({ controllers: [InvoiceEventsController] })
export class InvoiceEventsModule {}
