import { Controller, Get, Header, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  BillingEntitlementPattern,
  BillingInvoicePattern,
  BillingPaymentPattern,
  ClinicPattern,
  invoiceBuyerOf,
  type InvoicePdfQuery,
  invoicePdfQuerySchema,
  type InvoiceSummary,
  ProfilePattern,
  type CancelPaymentRequest,
  cancelPaymentRequestSchema,
  type CreateOrderReply,
  type CreateOrderRequest,
  createOrderRequestSchema,
  type PostPaymentReply,
  type PostPaymentRequest,
  type PriceListReply,
  postPaymentRequestSchema,
  type RenewalRequest,
  renewalRequestSchema,
  type TestCheckoutRequest,
  testCheckoutRequestSchema,
  type UserActivityMetrics,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedInGuard } from '../../auth/signed-in.guard';
import { ZodBody, ZodQuery } from '../../validation/zod-validation.pipe';
import { TEST_CHECKOUT_SCRIPT } from './test-checkout.script';

/** Spec 02 section 7: orders, verification and cancellation, all for the signed-in doctor; billing has the rules. */
@Controller('api/payment')
export class PaymentController {
  constructor(private readonly services: ServiceClient) {}

  /** Test mode's checkout.js; served always, but its payments are refused by billing once Razorpay keys are set. */
  @Get('test-checkout.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  testCheckoutScript(): string {
    return TEST_CHECKOUT_SCRIPT;
  }

  /** The currency of this deployment; the prices themselves are the shared table in @medi/contracts. */
  @Get('pricelist')
  priceList(): Promise<PriceListReply> {
    return this.services.send(BillingPaymentPattern.PriceList, {});
  }

  @UseGuards(SignedInGuard)
  @Post('createorder')
  @HttpCode(200)
  async createOrder(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(createOrderRequestSchema) body: CreateOrderRequest,
  ): Promise<CreateOrderReply> {
    // The buyer as the invoice of this order's payment will name them: the doctor (auth) and the clinic (report).
    const [profile, clinic] = await Promise.all([
      this.services.send(ProfilePattern.Get, { userId: user.userId }),
      this.services.send(ClinicPattern.Get, { userId: user.userId }),
    ]);
    return this.services.send(BillingPaymentPattern.CreateOrder, {
      userId: user.userId,
      planId: body.PlanId,
      isAnnual: body.isAnnual,
      buyer: invoiceBuyerOf(profile, clinic),
    });
  }

  /** The billing history: the doctor's payments, each with its tax invoice. */
  @UseGuards(SignedInGuard)
  @Get('invoices')
  listInvoices(@CurrentUser() user: SessionUser): Promise<{ invoices: InvoiceSummary[] }> {
    return this.services.send(BillingInvoicePattern.List, { userId: user.userId });
  }

  /** One of the doctor's invoices as its PDF (the number in the query: a prefix may hold '/'). */
  @UseGuards(SignedInGuard)
  @Get('invoices/pdf')
  async invoicePdf(
    @CurrentUser() user: SessionUser,
    @ZodQuery(invoicePdfQuerySchema) query: InvoicePdfQuery,
    @Res() response: Response,
  ): Promise<void> {
    const pdf = await this.services.send(BillingInvoicePattern.Pdf, {
      userId: user.userId,
      invoiceNumber: query.invoiceNumber,
    });
    response.attachment(pdf.fileName);
    response.set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' });
    response.send(Buffer.from(pdf.content, 'base64'));
  }

  @UseGuards(SignedInGuard)
  @Post('postpayment')
  @HttpCode(200)
  postPayment(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(postPaymentRequestSchema) body: PostPaymentRequest,
  ): Promise<PostPaymentReply> {
    return this.services.send(BillingPaymentPattern.PostPayment, {
      userId: user.userId,
      orderId: body.RazorpayOrderId,
      paymentId: body.RazorpayPaymentId,
      signature: body.RazorpaySignature,
    });
  }

  @UseGuards(SignedInGuard)
  @Post('cancelpayment')
  @HttpCode(200)
  cancelPayment(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(cancelPaymentRequestSchema) body: CancelPaymentRequest,
  ): Promise<{ success: boolean }> {
    return this.services.send(BillingPaymentPattern.CancelPayment, {
      userId: user.userId,
      orderId: body.RazorpayOrderId,
    });
  }

  /** The doctor's choice for the period end (renew, cancel, switch); answers the user config as it now stands. */
  @UseGuards(SignedInGuard)
  @Post('renewal')
  @HttpCode(200)
  setRenewal(
    @CurrentUser() user: SessionUser,
    @ZodBody(renewalRequestSchema) body: RenewalRequest,
  ): Promise<UserActivityMetrics> {
    return this.services.send(BillingEntitlementPattern.SetRenewal, {
      userId: user.userId,
      renewal: body.renewal,
      planId: body.renewal === 'switch' ? body.PlanId : null,
    });
  }

  /** Test mode's local checkout pays through here; billing refuses it when Razorpay keys are set. */
  @UseGuards(SignedInGuard)
  @Post('test-checkout')
  @HttpCode(200)
  testCheckout(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(testCheckoutRequestSchema) body: TestCheckoutRequest,
  ) {
    return this.services.send(BillingPaymentPattern.TestCheckout, { userId: user.userId, ...body });
  }
}
