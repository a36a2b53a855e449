import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type BillingEnv, invoiceSettingsOf } from '../config/env';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { BILLING_CURRENCY, INVOICE_SETTINGS, PaymentsService } from './payments.service';
import { RazorpayProvider } from './razorpay.provider';
import { TestModeProvider } from './test-mode.provider';

/**
 * Razorpay when its keys are set; otherwise the clearly logged test mode, which the environment check allows in
 * production only when PAYMENTS_TEST_MODE=on names it (and never beside keys). Its secret is the deployment's own;
 * outside production, without one, a random one for this process (one billing process: tests, development).
 */
function providerFor(env: BillingEnv, payments: PaymentsRepository): PaymentProvider {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return new RazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    });
  }
  new Logger('PaymentsModule').warn(
    'RAZORPAY_KEY_ID is not set: payments run in TEST MODE (local checkout, no money moves)',
  );
  return new TestModeProvider(payments, env.PAYMENTS_TEST_MODE_SECRET ?? randomBytes(32).toString('hex'));
}

@Module({})
export class PaymentsModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [EntitlementsModule],
      controllers: [PaymentsController],
      providers: [
        PaymentsService,
        PaymentsRepository,
        { provide: BILLING_CURRENCY, useValue: env.BILLING_CURRENCY },
        { provide: INVOICE_SETTINGS, useValue: invoiceSettingsOf(env) },
        {
          provide: PaymentProvider,
          useFactory: (payments: PaymentsRepository) => providerFor(env, payments),
          inject: [PaymentsRepository],
        },
      ],
    };
  }
}
