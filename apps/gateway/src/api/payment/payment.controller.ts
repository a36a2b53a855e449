import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  BillingPaymentPattern,
  type CancelPaymentRequest,
  cancelPaymentRequestSchema,
  type CreateOrderReply,
  type CreateOrderRequest,
  createOrderRequestSchema,
  type PostPaymentReply,
  type PostPaymentRequest,
  type PriceListReply,
  postPaymentRequestSchema,
  type TestCheckoutRequest,
  testCheckoutRequestSchema,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { assertOwnUserId } from '../../auth/own-user-id';
import { SessionGuard } from '../../auth/session.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodValidationPipe } from '../../validation/zod-validation.pipe';
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

  @UseGuards(SessionGuard)
  @Post('createorder')
  @HttpCode(200)
  createOrder(
    @Body(new ZodValidationPipe(createOrderRequestSchema)) body: CreateOrderRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<CreateOrderReply> {
    assertOwnUserId(body.UserId, user);
    return this.services.send(BillingPaymentPattern.CreateOrder, {
      userId: user.userId,
      planId: body.PlanId,
      isAnnual: body.isAnnual,
    });
  }

  @UseGuards(SessionGuard)
  @Post('postpayment')
  @HttpCode(200)
  postPayment(
    @Body(new ZodValidationPipe(postPaymentRequestSchema)) body: PostPaymentRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<PostPaymentReply> {
    assertOwnUserId(body.UserId, user);
    return this.services.send(BillingPaymentPattern.PostPayment, {
      userId: user.userId,
      orderId: body.RazorpayOrderId,
      paymentId: body.RazorpayPaymentId,
      signature: body.RazorpaySignature,
    });
  }

  @UseGuards(SessionGuard)
  @Post('cancelpayment')
  @HttpCode(200)
  cancelPayment(
    @Body(new ZodValidationPipe(cancelPaymentRequestSchema)) body: CancelPaymentRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<{ success: boolean }> {
    assertOwnUserId(body.UserId, user);
    return this.services.send(BillingPaymentPattern.CancelPayment, {
      userId: user.userId,
      orderId: body.RazorpayOrderId,
    });
  }

  /** Test mode's local checkout pays through here; billing refuses it when Razorpay keys are set. */
  @UseGuards(SessionGuard)
  @Post('test-checkout')
  @HttpCode(200)
  testCheckout(
    @Body(new ZodValidationPipe(testCheckoutRequestSchema)) body: TestCheckoutRequest,
    @CurrentUser() user: SessionUser,
  ) {
    return this.services.send(BillingPaymentPattern.TestCheckout, { userId: user.userId, ...body });
  }
}
