import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  PAYMENT_REQUEST_STATUSES,
  WalletPaymentsSubjects,
  type CreatePaymentRequest,
  type ListPaymentRequestsQuery,
  type PaymentRequestStatus,
  type PaymentRequestView,
  type RequestContext,
} from '@resellpk/contracts';
import { MAX_TOP_UP_PAISA, MIN_TOP_UP_PAISA, WALLET_MSG } from '@resellpk/domain';
import { IsDefined, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { requireClientKey } from '../common/http/client-key';
import { Ctx } from '../common/http/request-context';
import { readSingleImage } from '../common/http/single-image';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { PrivateImages } from '../private-images/private-images';

/** The spec's message for a missing method or an amount under PKR 100. */
export const CREATE_MESSAGE = WALLET_MSG.addFundsInvalid;
export const PAYMENT_REQUEST_NOT_FOUND = WALLET_MSG.paymentRequestNotFound;
export const SCREENSHOT_NOT_FOUND = 'Screenshot not found.';
export const SCREENSHOT_FIELD = 'screenshot';
export const STATUS_FILTERS = [...PAYMENT_REQUEST_STATUSES, 'all'] as const;

export class CreateTopUpDto implements CreatePaymentRequest {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: CREATE_MESSAGE })
  @IsUUID('all', { message: CREATE_MESSAGE })
  paymentMethodId: string;

  @ApiProperty({ description: 'integer paisa, PKR 100 to PKR 1,000,000', minimum: MIN_TOP_UP_PAISA, maximum: MAX_TOP_UP_PAISA, example: 50000 })
  @IsDefined({ message: CREATE_MESSAGE })
  @IsInt({ message: 'amountPaisa must be a whole number of paisa' })
  @Min(MIN_TOP_UP_PAISA, { message: CREATE_MESSAGE })
  @Max(MAX_TOP_UP_PAISA, { message: WALLET_MSG.amountTooLarge })
  amountPaisa: number;
}

export class TopUpsQueryDto implements ListPaymentRequestsQuery {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: `status must be one of: ${STATUS_FILTERS.join(', ')}` })
  status?: PaymentRequestStatus | 'all';
}

/** The caller's own top-ups; another user's ids answer 404 (wallet-payments checks the owner). */
@ApiTags('wallet')
@ApiBearerAuth()
@Controller('payment-requests')
export class TopUpsController {
  constructor(
    private readonly bus: GatewayBus,
    private readonly images: PrivateImages,
  ) {}

  @Post()
  @ApiOperation({
    summary:
      'Start a top-up: pending for 1 hour; the reply carries chatRoomId (the payment chat). The same Idempotency-Key again, or the same method and amount while one made less than a minute ago is open, answers that request',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '1 to 100 of [A-Za-z0-9_-], new for each top-up the user means' })
  @ApiCreatedResponse({ description: 'PaymentRequestView (pending)' })
  @ApiErrors(400, 401, 403, 409)
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateTopUpDto, @Headers('idempotency-key') key: string | undefined): Promise<PaymentRequestView> {
    const idempotencyKey = requireClientKey(key, WALLET_MSG.badTopUpKey);
    return this.bus.call(WalletPaymentsSubjects.createPaymentRequest, ctx, { paymentMethodId: dto.paymentMethodId.toLowerCase(), amountPaisa: dto.amountPaisa, idempotencyKey });
  }

  @Get()
  @ApiOperation({ summary: "The caller's payment requests, newest first" })
  @ApiOkResponse({ description: 'PaymentRequestView[]' })
  @ApiErrors(400, 401)
  list(@Ctx() ctx: RequestContext, @Query() query: TopUpsQueryDto): Promise<PaymentRequestView[]> {
    return this.bus.call(WalletPaymentsSubjects.listPaymentRequests, ctx, { status: query.status ?? 'all' });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One payment request (the owner or staff)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'PaymentRequestView' })
  @ApiErrors(401, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYMENT_REQUEST_NOT_FOUND)) id: string): Promise<PaymentRequestView> {
    return this.bus.call(WalletPaymentsSubjects.getPaymentRequest, ctx, { id });
  }

  @Post(':id/paid')
  @HttpCode(200)
  @ApiOperation({ summary: '"I Have Paid" (once; also after a screenshot, while under review): pending -> under_review' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'PaymentRequestView (under_review)' })
  @ApiErrors(401, 404, 409)
  markPaid(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYMENT_REQUEST_NOT_FOUND)) id: string): Promise<PaymentRequestView> {
    return this.bus.call(WalletPaymentsSubjects.markPaid, ctx, { id });
  }

  @Post(':id/screenshot')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upload the payment screenshot (image by content, <= 5 MB) while pending or under review (a new one replaces the last): -> under_review' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [SCREENSHOT_FIELD], properties: { [SCREENSHOT_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: 'PaymentRequestView (under_review, hasScreenshot)' })
  @ApiErrors(400, 401, 404, 409, 413)
  async screenshot(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYMENT_REQUEST_NOT_FOUND)) id: string, @Req() req: FastifyRequest): Promise<PaymentRequestView> {
    const upload = await readSingleImage(req, SCREENSHOT_FIELD);
    return this.images.storeAndAttach(`payment-screenshots/${id}`, upload, SCREENSHOT_FIELD, {
      authorize: () => this.bus.call(WalletPaymentsSubjects.checkImageUpload, ctx, { kind: 'payment-screenshot', id }),
      attach: (screenshotKey) => this.bus.call(WalletPaymentsSubjects.attachScreenshot, ctx, { id, screenshotKey }),
    });
  }

  @Get(':id/screenshot')
  @ApiOperation({ summary: 'The payment screenshot image (the owner or staff; the first staff view is recorded: screenshotViewedAt)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, description: 'The image, Cache-Control: private, no-store', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(401, 404)
  async getScreenshot(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(SCREENSHOT_NOT_FOUND)) id: string, @Res() res: FastifyReply): Promise<void> {
    const file = await this.bus.call(WalletPaymentsSubjects.getScreenshot, ctx, { id });
    await this.images.send(res, file.key, SCREENSHOT_NOT_FOUND);
  }
}
