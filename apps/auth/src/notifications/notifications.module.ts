import { Module } from '@nestjs/common';
import { AccessMailer } from './access-mailer.service';

@Module({ providers: [AccessMailer], exports: [AccessMailer] })
export class NotificationsModule {}
