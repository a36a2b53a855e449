import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time source of every rule that depends on time (code expiry, lockouts, idle sessions, quotas).
 * Tests replace it with `ManualClock` instead of sleeping.
 */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock a test moves by hand. */
export class ManualClock extends Clock {
  constructor(private current: Date = new Date('2026-01-15T09:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }

  set(instant: Date): void {
    this.current = new Date(instant);
  }
}

@Global()
@Module({ providers: [{ provide: Clock, useClass: SystemClock }], exports: [Clock] })
export class ClockModule {}
