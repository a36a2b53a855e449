import { AsyncLocalStorage } from 'node:async_hooks';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DATABASE } from './database.module';
import type { Database } from './open-database';

/**
 * Lets a service make several repository calls in one transaction without handing Drizzle objects around:
 * inside `run()`, every repository's `host.db` is the transaction. Rules that read, decide and write under a
 * row lock (lockouts, code tries, resend budget) stay correct when requests for one account arrive at once.
 */
@Injectable()
export class TransactionHost {
  private readonly current = new AsyncLocalStorage<Database>();

  constructor(@Inject(DATABASE) private readonly database: Database) {}

  get db(): Database {
    return this.current.getStore() ?? this.database;
  }

  /** Runs `work` in a transaction (or in the one already open); a thrown error rolls everything back. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.database.transaction((transaction) => this.current.run(transaction, work));
  }
}

/** One TransactionHost for the whole service: the open transaction is found through its single storage. */
@Global()
@Module({ providers: [TransactionHost], exports: [TransactionHost] })
export class TransactionsModule {}
