import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import {
  ChatSubjects,
  WalletPaymentsSubjects,
  type PaymentMethodView,
  type PaymentRequestView,
  type ReceivingAccountView,
  type RequestContext,
  type StaffChatRoomPage,
} from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import type { FastifyRequest } from 'fastify';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { readSingleImage } from '../common/http/single-image';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { PAYMENT_REQUEST_NOT_FOUND, TopUpsQueryDto } from '../top-ups/top-ups.controller';
import { PrivateImages } from '../private-images/private-images';
import { CreateReceivingAccountDto, RejectTopUpDto, PaymentChatsQueryDto, UpdateReceivingAccountDto } from './dto';

const ACCOUNT_NOT_FOUND = WALLET_MSG.receivingAccountNotFound;
const QR_FIELD = 'qr';

/** Top-up work for staff (admin and topup_helper): the chats, the decisions and the receiving accounts. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'topup_helper')
@Controller('admin')
export class AdminTopUpsController {
  constructor(
    private readonly bus: GatewayBus,
    private readonly images: PrivateImages,
  ) {}

  @Get('topup-chats')
  @ApiOperation({ summary: 'One page of payment chats with the user, payment summary, unread count and last message time' })
  @ApiOkResponse({ description: 'StaffChatRoomPage: items, total, page, pageSize (at most 50), sort' })
  @ApiErrors(400, 401, 403)
  paymentChats(@Ctx() ctx: RequestContext, @Query() query: PaymentChatsQueryDto): Promise<StaffChatRoomPage> {
    return this.bus.call(ChatSubjects.pageStaffRooms, ctx, {
      status: query.status ?? 'all',
      sort: query.sort ?? 'newest',
      ...(query.page !== undefined ? { page: query.page } : {}),
      ...(query.pageSize !== undefined ? { pageSize: query.pageSize } : {}),
    });
  }

  @Get('payment-requests')
  @ApiOperation({ summary: "Every reseller's payment requests, newest first" })
  @ApiOkResponse({ description: 'PaymentRequestView[]' })
  @ApiErrors(400, 401, 403)
  paymentRequests(@Ctx() ctx: RequestContext, @Query() query: TopUpsQueryDto): Promise<PaymentRequestView[]> {
    return this.bus.call(WalletPaymentsSubjects.listAllPaymentRequests, ctx, { status: query.status ?? 'all' });
  }

  @Post('payment-requests/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: credits the wallet once; a request already decided is a 409' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'PaymentRequestView (approved)' })
  @ApiErrors(401, 403, 404, 409)
  approve(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYMENT_REQUEST_NOT_FOUND)) id: string): Promise<PaymentRequestView> {
    return this.bus.call(WalletPaymentsSubjects.approvePaymentRequest, ctx, { id });
  }

  @Post('payment-requests/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with an optional reason; a request already decided is a 409' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'PaymentRequestView (rejected)' })
  @ApiErrors(400, 401, 403, 404, 409)
  reject(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYMENT_REQUEST_NOT_FOUND)) id: string, @Body() dto: RejectTopUpDto): Promise<PaymentRequestView> {
    const reason = dto.reason?.trim() || null;
    return this.bus.call(WalletPaymentsSubjects.rejectPaymentRequest, ctx, { id, reason });
  }

  @Get('payment-methods')
  @ApiOperation({ summary: 'Payment methods with every receiving account (active or not)' })
  @ApiOkResponse({ description: 'PaymentMethodView[]' })
  @ApiErrors(401, 403)
  paymentMethods(@Ctx() ctx: RequestContext): Promise<PaymentMethodView[]> {
    return this.bus.call(WalletPaymentsSubjects.listReceivingAccounts, ctx, {});
  }

  @Post('payment-methods/wallets')
  @ApiOperation({ summary: 'Add a receiving account (wallet details) to a payment method' })
  @ApiCreatedResponse({ description: 'ReceivingAccountView' })
  @ApiErrors(400, 401, 403, 404)
  createAccount(@Ctx() ctx: RequestContext, @Body() dto: CreateReceivingAccountDto): Promise<ReceivingAccountView> {
    return this.bus.call(WalletPaymentsSubjects.createReceivingAccount, ctx, {
      paymentMethodId: dto.paymentMethodId.toLowerCase(),
      walletTitle: dto.walletTitle.trim(),
      walletAddress: dto.walletAddress.trim(),
      instructions: dto.instructions?.trim() || null,
      ...(dto.isActive !== undefined ? { isActive: dto.isActive } : {}),
    });
  }

  @Patch('payment-methods/wallets/:id')
  @ApiOperation({ summary: 'Edit a receiving account (inline edit, activate or deactivate)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'ReceivingAccountView' })
  @ApiErrors(400, 401, 403, 404)
  updateAccount(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ACCOUNT_NOT_FOUND)) id: string, @Body() dto: UpdateReceivingAccountDto): Promise<ReceivingAccountView> {
    return this.bus.call(WalletPaymentsSubjects.updateReceivingAccount, ctx, {
      id,
      ...(dto.paymentMethodId !== undefined ? { paymentMethodId: dto.paymentMethodId.toLowerCase() } : {}),
      ...(dto.walletTitle !== undefined ? { walletTitle: dto.walletTitle.trim() } : {}),
      ...(dto.walletAddress !== undefined ? { walletAddress: dto.walletAddress.trim() } : {}),
      ...(dto.instructions !== undefined ? { instructions: dto.instructions?.trim() || null } : {}),
      ...(dto.isActive !== undefined ? { isActive: dto.isActive } : {}),
    });
  }

  @Post('payment-methods/wallets/:id/qr')
  @HttpCode(200)
  @ApiOperation({ summary: "Upload the account's QR code (image by content, <= 5 MB); replaces the previous one" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [QR_FIELD], properties: { [QR_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ description: 'ReceivingAccountView with qrCodeUrl' })
  @ApiErrors(400, 401, 403, 404, 413)
  async uploadQr(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ACCOUNT_NOT_FOUND)) id: string, @Req() req: FastifyRequest): Promise<ReceivingAccountView> {
    const upload = await readSingleImage(req, QR_FIELD);
    const previous = await this.currentQrKey(ctx, id);
    const view = await this.images.storeAndAttach(`receiving-accounts/${id}`, upload, QR_FIELD, {
      authorize: () => this.bus.call(WalletPaymentsSubjects.checkImageUpload, ctx, { kind: 'receiving-account-qr', id }),
      attach: (qrKey) => this.bus.call(WalletPaymentsSubjects.setReceivingAccountQr, ctx, { id, qrKey }),
    });
    if (previous) await this.images.delete(previous);
    return view;
  }

  @Delete('payment-methods/wallets/:id/qr')
  @ApiOperation({ summary: "Remove the account's QR code" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'ReceivingAccountView without qrCodeUrl' })
  @ApiErrors(401, 403, 404)
  async removeQr(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ACCOUNT_NOT_FOUND)) id: string): Promise<ReceivingAccountView> {
    const previous = await this.currentQrKey(ctx, id);
    const view = await this.bus.call(WalletPaymentsSubjects.setReceivingAccountQr, ctx, { id, qrKey: null });
    if (previous) await this.images.delete(previous);
    return view;
  }

  /** The stored QR file of an account, or null when it has none (its file is deleted once replaced). */
  private async currentQrKey(ctx: RequestContext, id: string): Promise<string | null> {
    try {
      return (await this.bus.call(WalletPaymentsSubjects.getReceivingAccountQr, ctx, { id })).key;
    } catch {
      return null;
    }
  }
}
