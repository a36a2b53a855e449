import { Module, type DynamicModule } from '@nestjs/common';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { FeedbackRepository } from '../feedback/feedback.repository';
import { SignInAttemptsRepository } from '../login/sign-in-attempts.repository';
import { PasswordResetsRepository } from '../passwords/password-resets.repository';
import { UsersRepository } from '../users/users.repository';
import { AUTH_MAIL_OPTIONS, AuthMailWorker, type AuthMailOptions } from './auth-mail.worker';

/**
 * The `auth-mail` queue's handler, given to MailModule as a sender (it runs only where SMTP is configured). The
 * repositories are provided here rather than through their feature modules, which would bring the request
 * handlers and their clients into the worker.
 */
@Module({})
export class AuthMailModule {
  static forRoot(options: AuthMailOptions): DynamicModule {
    return {
      module: AuthMailModule,
      providers: [
        { provide: AUTH_MAIL_OPTIONS, useValue: options },
        SignInAttemptsRepository,
        PasswordResetsRepository,
        UsersRepository,
        FeedbackRepository,
        EnquiriesRepository,
        AuthMailWorker,
      ],
    };
  }
}
