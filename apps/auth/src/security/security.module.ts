import { Module } from '@nestjs/common';
import { LockoutsRepository } from './lockouts.repository';
import { PasswordGuard } from './password-guard.service';
import { PasswordHasher } from './password-hasher';
import { SignInLockService } from './sign-in-lock.service';

/** Password hashing and the lockouts that bound password and code guessing. */
@Module({
  providers: [PasswordHasher, LockoutsRepository, PasswordGuard, SignInLockService],
  exports: [PasswordHasher, PasswordGuard, SignInLockService],
})
export class SecurityModule {}
