import { Module } from '@nestjs/common';
import { LockoutsRepository } from './lockouts.repository';
import { PasswordVerifier } from './password-verifier.service';
import { PasswordHasher } from './password-hasher';
import { SignInLockService } from './sign-in-lock.service';

/** Password hashing and the lockouts that bound password and code guessing. */
@Module({
  providers: [PasswordHasher, LockoutsRepository, PasswordVerifier, SignInLockService],
  exports: [PasswordHasher, PasswordVerifier, SignInLockService],
})
export class SecurityModule {}
