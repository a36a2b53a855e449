import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ACCESS_LIMITS } from '@medi/contracts';
import { randomBytes } from 'node:crypto';

/** The package declares its algorithms as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ACCESS_LIMITS.argon2MemoryKiB,
  timeCost: ACCESS_LIMITS.argon2TimeCost,
  parallelism: ACCESS_LIMITS.argon2Parallelism,
};

/**
 * argon2id on libuv's thread pool (the event loop keeps serving while a hash runs). Unknown e-mail addresses are
 * verified against a hash made at start-up with the same parameters, so they take as long as a wrong password.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash!: Promise<string>;

  onModuleInit(): void {
    this.dummyHash = hash(randomBytes(32).toString('hex'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** Always runs one argon2 verification; without a stored hash the answer is false after the same work. */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    const matches = await verify(storedHash ?? (await this.dummyHash), password);
    return storedHash !== undefined && matches;
  }
}
