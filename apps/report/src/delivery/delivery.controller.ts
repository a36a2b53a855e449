import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DeliveryPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ReportDeliveryService } from './report-delivery.service';

/** Downloads and shares, asked by the gateway with the signed-in doctor and their current plan. */
@Controller()
export class DeliveryController {
  constructor(private readonly delivery: ReportDeliveryService) {}

  @MessagePattern(DeliveryPattern.RequestPdf)
  requestPdf(
    @Payload() request: RequestOf<typeof DeliveryPattern.RequestPdf>,
  ): Promise<ReplyOf<typeof DeliveryPattern.RequestPdf>> {
    return this.delivery.requestPdf(request);
  }

  @MessagePattern(DeliveryPattern.PdfStatus)
  pdfStatus(
    @Payload() request: RequestOf<typeof DeliveryPattern.PdfStatus>,
  ): Promise<ReplyOf<typeof DeliveryPattern.PdfStatus>> {
    return this.delivery.pdfStatus(request);
  }

  @MessagePattern(DeliveryPattern.PdfFile)
  pdfFile(
    @Payload() request: RequestOf<typeof DeliveryPattern.PdfFile>,
  ): Promise<ReplyOf<typeof DeliveryPattern.PdfFile>> {
    return this.delivery.pdfFile(request);
  }

  @MessagePattern(DeliveryPattern.Share)
  share(
    @Payload() request: RequestOf<typeof DeliveryPattern.Share>,
  ): Promise<ReplyOf<typeof DeliveryPattern.Share>> {
    return this.delivery.share(request);
  }

  @MessagePattern(DeliveryPattern.ShareStatus)
  shareStatus(
    @Payload() request: RequestOf<typeof DeliveryPattern.ShareStatus>,
  ): Promise<ReplyOf<typeof DeliveryPattern.ShareStatus>> {
    return this.delivery.shareStatus(request.userId, request.shareId);
  }

  @MessagePattern(DeliveryPattern.FhirSource)
  fhirSource(
    @Payload() request: RequestOf<typeof DeliveryPattern.FhirSource>,
  ): Promise<ReplyOf<typeof DeliveryPattern.FhirSource>> {
    return this.delivery.fhirSource(request);
  }
}
