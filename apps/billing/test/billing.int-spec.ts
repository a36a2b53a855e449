import { BillingPattern, PLANS } from '@medi/contracts';
import { describeMigrations, itAnswersPing } from '@medi/testing';
import { BILLING_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';
import { startBilling } from './support/start-billing';

describe('billing service', () => {
  describeMigrations({
    service: 'billing',
    schema,
    migrationsFolder: BILLING_MIGRATIONS_FOLDER,
    migrations: 9,
    async expectAfterSecondStart(second) {
      expect(await second.db.select().from(schema.plans).orderBy(schema.plans.planId)).toEqual(PLANS);
    },
  });

  itAnswersPing('billing', BillingPattern.Ping, startBilling);
});
