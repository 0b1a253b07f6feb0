import { Controller } from '@nestjs/common';
import { fail, Handles } from '@resellpk/backend-messaging';
import {
  WalletPaymentsSubjects as S,
  type AttachScreenshot,
  type CreatePaymentRequest,
  type ImageUploadTarget,
  type ListPaymentRequestsQuery,
  type PaymentRequestRef,
  type RejectPaymentRequest,
  type RequestContext,
} from '@resellpk/contracts';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import { TopUpDecisionsService } from './top-up-decisions.service';
import { TopUpsService } from './top-ups.service';

@Controller()
export class TopUpsController {
  constructor(
    private readonly requests: TopUpsService,
    private readonly decisions: TopUpDecisionsService,
    private readonly methods: PaymentMethodsService,
  ) {}

  @Handles(S.createPaymentRequest)
  create(data: CreatePaymentRequest, ctx: RequestContext) {
    return this.requests.create(data, ctx);
  }

  @Handles(S.listPaymentRequests)
  list(data: ListPaymentRequestsQuery, ctx: RequestContext) {
    return this.requests.listOwn(data, ctx);
  }

  @Handles(S.getPaymentRequest)
  get(data: PaymentRequestRef, ctx: RequestContext) {
    return this.requests.get(data, ctx);
  }

  @Handles(S.markPaid)
  markPaid(data: PaymentRequestRef, ctx: RequestContext) {
    return this.requests.markPaid(data, ctx);
  }

  @Handles(S.attachScreenshot)
  attachScreenshot(data: AttachScreenshot, ctx: RequestContext) {
    return this.requests.attachScreenshot(data, ctx);
  }

  /** Asked by the gateway before it decodes an upload (screenshot or QR code). */
  @Handles(S.checkImageUpload)
  checkImageUpload(data: ImageUploadTarget, ctx: RequestContext) {
    if (data?.kind === 'payment-screenshot') return this.requests.checkScreenshotUpload(data, ctx);
    if (data?.kind === 'receiving-account-qr') return this.methods.checkQrUpload(data, ctx);
    return fail('VALIDATION', 'kind must be payment-screenshot or receiving-account-qr', 'kind');
  }

  @Handles(S.getScreenshot)
  getScreenshot(data: PaymentRequestRef, ctx: RequestContext) {
    return this.requests.getScreenshot(data, ctx);
  }

  @Handles(S.listAllPaymentRequests)
  listAll(data: ListPaymentRequestsQuery, ctx: RequestContext) {
    return this.decisions.listAll(data, ctx);
  }

  @Handles(S.approvePaymentRequest)
  approve(data: PaymentRequestRef, ctx: RequestContext) {
    return this.decisions.approve(data, ctx);
  }

  @Handles(S.rejectPaymentRequest)
  reject(data: RejectPaymentRequest, ctx: RequestContext) {
    return this.decisions.reject(data, ctx);
  }
}
