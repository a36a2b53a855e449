import {
  Global,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnModuleInit,
  type Type,
} from '@nestjs/common';
import { MAIL_OPTIONS, MailRepository } from './mail.repository';

export interface MailModuleOptions {
  /** Absent: no sender runs, and mail jobs wait in their queue for a process that has SMTP configured. */
  smtpUrl?: string;
  from: string;
  /** Whose e-mails these are ('auth', 'report'): the label of the delivery metric. */
  mailer: string;
  /** The modules with the `@OnJob` handlers that render and send the service's e-mails through MailRepository. */
  senders: Array<Type | DynamicModule>;
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

/** SMTP and the service's mail senders. Needs QueueModule; import it only where jobs run (WORKERS=inline or worker.ts). */
@Global()
@Module({})
export class MailModule {
  static forRoot(options: MailModuleOptions): DynamicModule {
    const { smtpUrl } = options;
    if (!smtpUrl) return { module: MailModule, providers: [MailDisabledNotice] };
    return {
      module: MailModule,
      imports: options.senders,
      providers: [
        { provide: MAIL_OPTIONS, useValue: { smtpUrl, from: options.from, mailer: options.mailer } },
        MailRepository,
      ],
      exports: [MailRepository],
    };
  }
}
