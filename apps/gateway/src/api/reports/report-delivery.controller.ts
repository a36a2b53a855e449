import { Controller, Get, HttpCode, Post, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  DELIVERY_ROUTES,
  DeliveryPattern,
  fhirExportQuerySchema,
  pdfRequestSchema,
  pdfVersionQuerySchema,
  reportKindOfName,
  shareReportSchema,
  shareStatusQuerySchema,
  specShareReportSchema,
  type FhirExportQuery,
  type PdfRequest,
  type PdfStatusReply,
  type PdfVersionQuery,
  type ShareReportRequest,
  type ShareStatusReply,
  type SpecShareReportRequest,
} from '@medi/contracts';
import { newSealedTransferKey, unpackNamedFile } from '@medi/crypto';
import { FHIR_JSON_MEDIA_TYPE } from '@medi/fhir';
import { ServiceClient } from '@medi/nest-transport';
import type { Response } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedInGuard } from '../../auth/signed-in.guard';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodBody, ZodQuery } from '../../validation/zod-validation.pipe';
import { DoctorPlanReader } from './doctor-plan.reader';
import { FhirExportService } from './fhir-export.service';
import { discardedUpload } from './discarded-upload';

/**
 * Downloads and e-mail shares of the signed-in doctor's reports (routes in DELIVERY_ROUTES). The report service
 * checks that the report is theirs; the gateway adds the doctor and the plan billing has for them now.
 */
@Controller()
@UseGuards(SignedInGuard)
export class ReportDeliveryController {
  constructor(
    private readonly services: ServiceClient,
    private readonly plans: DoctorPlanReader,
    private readonly fhir: FhirExportService,
  ) {}

  @Post(DELIVERY_ROUTES.requestPdf)
  @HttpCode(200)
  async requestPdf(
    @CurrentUser() user: SessionUser,
    @ZodBody(pdfRequestSchema) body: PdfRequest,
  ): Promise<PdfStatusReply> {
    const { planId } = await this.plans.planOf(user.userId);
    return this.services.send(DeliveryPattern.RequestPdf, { userId: user.userId, planId, ...body });
  }

  @Get(DELIVERY_ROUTES.pdfStatus)
  async pdfStatus(
    @CurrentUser() user: SessionUser,
    @ZodQuery(pdfVersionQuerySchema) query: PdfVersionQuery,
  ): Promise<PdfStatusReply> {
    const { planId } = await this.plans.planForPoll(user.userId);
    return this.services.send(DeliveryPattern.PdfStatus, { userId: user.userId, planId, ...query });
  }

  /** The PDF as an attachment under the spec's file name; it crossed Redis sealed to this request's key. */
  @Get(DELIVERY_ROUTES.pdfFile)
  async pdfFile(
    @CurrentUser() user: SessionUser,
    @ZodQuery(pdfVersionQuerySchema) query: PdfVersionQuery,
    @Res() response: Response,
  ): Promise<void> {
    const { planId } = await this.plans.planForPoll(user.userId);
    const key = newSealedTransferKey();
    const sealed = await this.services.send(DeliveryPattern.PdfFile, {
      userId: user.userId,
      planId,
      ...query,
      recipientPublicKey: key.publicKey,
    });
    const { fileName, content } = unpackNamedFile(key.open(sealed));
    // res.attachment writes `attachment; filename="…"` with an ASCII fallback and filename* for other scripts.
    response.attachment(fileName);
    response.set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' });
    response.send(content);
  }

  /** The saved version as a FHIR R4 document bundle, an attachment named like the PDFs. */
  @Get(DELIVERY_ROUTES.fhir)
  async fhirBundle(
    @CurrentUser() user: SessionUser,
    @ZodQuery(fhirExportQuerySchema) query: FhirExportQuery,
    @Res() response: Response,
  ): Promise<void> {
    const { fileName, bundle } = await this.fhir.exportOf(user.userId, query);
    response.attachment(fileName);
    response.set({ 'Content-Type': `${FHIR_JSON_MEDIA_TYPE}; charset=utf-8`, 'Cache-Control': 'no-store' });
    response.send(JSON.stringify(bundle));
  }

  @Post(DELIVERY_ROUTES.share)
  @HttpCode(200)
  @RateLimit('shareReport')
  async share(
    @CurrentUser() user: SessionUser,
    @ZodBody(shareReportSchema) body: ShareReportRequest,
  ): Promise<ShareStatusReply> {
    return this.services.send(DeliveryPattern.Share, {
      userId: user.userId,
      ...(await this.plans.planOf(user.userId)),
      report: { reportId: body.reportId },
      kind: body.kind,
      recipientName: body.RecipientName,
      email: body.Email,
      replyTo: user.display.email,
    });
  }

  /**
   * The spec's multipart share. Its `file` is the PDF the browser made: it is read and thrown away unseen
   * (discardedUpload), because the attachment must be the server's rendering of the saved report, not bytes a
   * client chose. The report is named by ReportId or SessionId, the layout by `kind` or the spec's ReportName.
   */
  @Post(DELIVERY_ROUTES.specShare)
  @HttpCode(200)
  @RateLimit('shareReport')
  @UseInterceptors(FileInterceptor('file', discardedUpload))
  async specShare(
    @CurrentUser() user: SessionUser,
    @ZodBody(specShareReportSchema) body: SpecShareReportRequest,
  ): Promise<ShareStatusReply & { success: boolean }> {
    const reply = await this.services.send(DeliveryPattern.Share, {
      userId: user.userId,
      ...(await this.plans.planOf(user.userId)),
      report: body.ReportId ? { reportId: body.ReportId } : { sessionId: body.SessionId ?? '' },
      kind: body.kind ?? reportKindOfName(body.ReportName ?? ''),
      recipientName: body.RecipientName,
      email: body.Email,
      replyTo: user.display.email,
    });
    return { success: true, ...reply };
  }

  @Get(DELIVERY_ROUTES.shareStatus)
  shareStatus(
    @CurrentUser() user: SessionUser,
    @ZodQuery(shareStatusQuerySchema) query: { shareId: string },
  ): Promise<ShareStatusReply> {
    return this.services.send(DeliveryPattern.ShareStatus, { userId: user.userId, shareId: query.shareId });
  }
}
