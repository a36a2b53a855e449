import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingPaymentPattern as Pattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @MessagePattern(Pattern.PriceList)
  priceList(): ReplyOf<typeof Pattern.PriceList> {
    return this.payments.priceList();
  }

  @MessagePattern(Pattern.CreateOrder)
  createOrder(
    @Payload() request: RequestOf<typeof Pattern.CreateOrder>,
  ): Promise<ReplyOf<typeof Pattern.CreateOrder>> {
    return this.payments.createOrder(request.userId, request.planId, request.isAnnual, request.buyer);
  }

  @MessagePattern(Pattern.PostPayment)
  postPayment(
    @Payload() request: RequestOf<typeof Pattern.PostPayment>,
  ): Promise<ReplyOf<typeof Pattern.PostPayment>> {
    return this.payments.postPayment(request);
  }

  @MessagePattern(Pattern.CancelPayment)
  cancelPayment(
    @Payload() request: RequestOf<typeof Pattern.CancelPayment>,
  ): Promise<ReplyOf<typeof Pattern.CancelPayment>> {
    return this.payments.cancelPayment(request.userId, request.orderId);
  }

  @MessagePattern(Pattern.Webhook)
  webhook(@Payload() request: RequestOf<typeof Pattern.Webhook>): Promise<ReplyOf<typeof Pattern.Webhook>> {
    return this.payments.handleWebhook(request);
  }

  @MessagePattern(Pattern.TestCheckout)
  testCheckout(
    @Payload() request: RequestOf<typeof Pattern.TestCheckout>,
  ): Promise<ReplyOf<typeof Pattern.TestCheckout>> {
    return this.payments.payInTestMode(request.userId, request.orderId, request.outcome);
  }
}
