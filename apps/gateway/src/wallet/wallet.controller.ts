import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  WalletPaymentsSubjects,
  type ListWalletTransactionsQuery,
  type PaymentMethodView,
  type RequestContext,
  type WalletTransactionPage,
  type WalletView,
} from '@resellpk/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { toInt } from '../common/http/query';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { PrivateImages } from '../private-images/private-images';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

export class ListTransactionsQueryDto implements ListWalletTransactionsQuery {
  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page (nextCursor)', maxLength: 512 })
  @IsOptional()
  @IsString({ message: 'cursor must be text' })
  @MaxLength(512, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}

const QR_NOT_FOUND = 'QR code not found.';

/** The caller's own wallet, ledger and the payment methods a top-up can use. */
@ApiTags('wallet')
@ApiBearerAuth()
@Controller()
export class WalletController {
  constructor(
    private readonly bus: GatewayBus,
    private readonly images: PrivateImages,
  ) {}

  @Get('wallet')
  @ApiOperation({ summary: "The caller's wallet: balance in integer paisa" })
  @ApiOkResponse({ description: 'WalletView' })
  @ApiErrors(401)
  wallet(@Ctx() ctx: RequestContext): Promise<WalletView> {
    return this.bus.call(WalletPaymentsSubjects.getWallet, ctx, {});
  }

  @Get('wallet/transactions')
  @ApiOperation({ summary: "The caller's ledger, newest first, keyset paged" })
  @ApiOkResponse({ description: 'WalletTransactionPage' })
  @ApiErrors(401)
  transactions(@Ctx() ctx: RequestContext, @Query() query: ListTransactionsQueryDto): Promise<WalletTransactionPage> {
    return this.bus.call(WalletPaymentsSubjects.listTransactions, ctx, {
      limit: query.limit ?? 20,
      ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
    });
  }

  @Get('payment-methods')
  @ApiOperation({ summary: 'Payment methods with their active receiving accounts; available=false shows "Currently unavailable"' })
  @ApiOkResponse({ description: 'PaymentMethodView[]' })
  @ApiErrors(401)
  paymentMethods(@Ctx() ctx: RequestContext): Promise<PaymentMethodView[]> {
    return this.bus.call(WalletPaymentsSubjects.listPaymentMethods, ctx, {});
  }

  @Get('payment-methods/accounts/:id/qr')
  @ApiOperation({ summary: "A receiving account's QR code image (fetched with the access token, shown as a blob: URL)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, description: 'The image, Cache-Control: private, no-store', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(401, 404)
  async qr(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(QR_NOT_FOUND)) id: string, @Res() res: FastifyReply): Promise<void> {
    const file = await this.bus.call(WalletPaymentsSubjects.getReceivingAccountQr, ctx, { id });
    await this.images.send(res, file.key, QR_NOT_FOUND);
  }
}
