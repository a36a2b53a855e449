import { Injectable, Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MAIL_OPTIONS, MailRepository } from './mail.repository';
import { SendMailProcessor } from './send-mail.processor';

export interface MailModuleOptions {
  /** Absent: no mail processor runs, and mail jobs wait in the queue for a process that has SMTP configured. */
  smtpUrl?: string;
  from: string;
}

/** An optional integration left unconfigured is reported once, at start-up, through the application logger. */
@Injectable()
class MailDisabledNotice implements OnModuleInit {
  onModuleInit(): void {
    new Logger(MailModule.name).warn(
      'SMTP_URL is not set: e-mails stay queued until a process with SMTP_URL runs',
    );
  }
}

/** The `mail` queue's processor. Needs QueueModule; import it only where processors run (WORKERS=inline or worker.ts). */
@Module({})
export class MailModule {
  static forRoot(options: MailModuleOptions): DynamicModule {
    const { smtpUrl } = options;
    if (!smtpUrl) return { module: MailModule, providers: [MailDisabledNotice] };
    return {
      module: MailModule,
      providers: [
        { provide: MAIL_OPTIONS, useValue: { smtpUrl, from: options.from } },
        MailRepository,
        SendMailProcessor,
      ],
    };
  }
}
