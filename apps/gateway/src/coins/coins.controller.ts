import { Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  COIN_PACK_IDS,
  CoinsSubjects,
  type CoinAccountView,
  type CoinPackId,
  type CoinPacksView,
  type CoinPurchaseView,
  type CoinSyncResult,
  type CoinTransactionPage,
  type ListCoinTransactionsQuery,
  type ReferralCodeRef,
  type ReferralView,
  type RequestContext,
} from '@resellpk/contracts';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { Public } from '@resellpk/backend-auth';
import { COIN_MSG } from '@resellpk/domain';
import { ApiErrors } from '../common/http/api-docs';
import { CursorPageQueryDto } from '../common/http/query';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';


export class CoinTransactionsQueryDto extends CursorPageQueryDto implements ListCoinTransactionsQuery {}

/** The caller's discount coins (amounts are exact decimal strings with 4 places; pack prices integer paisa). */
@ApiTags('coins')
@ApiBearerAuth()
@Controller('coins')
export class CoinsController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'The coin account: stored balance, totals, lastMiningUpdate and the server time to tick the live figure from' })
  @ApiOkResponse({ description: 'CoinAccountView' })
  @ApiErrors(401, 404)
  account(@Ctx() ctx: RequestContext): Promise<CoinAccountView> {
    return this.bus.call(CoinsSubjects.getAccount, ctx, {});
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOperation({ summary: 'Credits the coins mined since the last sync (5 an hour); an overlapping sync credits 0' })
  @ApiOkResponse({ description: 'CoinSyncResult' })
  @ApiErrors(401, 404)
  sync(@Ctx() ctx: RequestContext): Promise<CoinSyncResult> {
    return this.bus.call(CoinsSubjects.sync, ctx, {});
  }

  @Get('transactions')
  @ApiOperation({ summary: 'Every ledger row, newest first, in pages' })
  @ApiOkResponse({ description: 'CoinTransactionPage' })
  @ApiErrors(400, 401)
  transactions(@Ctx() ctx: RequestContext, @Query() query: CoinTransactionsQueryDto): Promise<CoinTransactionPage> {
    return this.bus.call(CoinsSubjects.listTransactions, ctx, { cursor: query.cursor, limit: query.limit });
  }

  @Get('packs')
  @ApiOperation({ summary: 'The coin packs and whether the first-purchase bonus is still available' })
  @ApiOkResponse({ description: 'CoinPacksView' })
  @ApiErrors(401)
  packs(@Ctx() ctx: RequestContext): Promise<CoinPacksView> {
    return this.bus.call(CoinsSubjects.listPacks, ctx, {});
  }

  @Post('packs/:id/purchase')
  @HttpCode(200)
  @ApiOperation({ summary: 'Buys a pack from the wallet; the same Idempotency-Key again charges once and answers the same purchase' })
  @ApiParam({ name: 'id', enum: COIN_PACK_IDS })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '1 to 100 of [A-Za-z0-9_-], new for each purchase the user means' })
  @ApiOkResponse({ description: 'CoinPurchaseView' })
  @ApiErrors(400, 401, 404, 409, 503)
  purchase(@Ctx() ctx: RequestContext, @Param('id') packId: string, @Headers('idempotency-key') key: string | undefined): Promise<CoinPurchaseView> {
    if (!key) throw new ServiceFailure('VALIDATION', COIN_MSG.badPurchaseKey, 'idempotencyKey');
    return this.bus.call(CoinsSubjects.purchasePack, ctx, { packId: packId as CoinPackId, idempotencyKey: key });
  }

  @Get('referral')
  @ApiOperation({ summary: "The caller's referral code and how many signed up with it" })
  @ApiOkResponse({ description: 'ReferralView' })
  @ApiErrors(401, 404)
  referral(@Ctx() ctx: RequestContext): Promise<ReferralView> {
    return this.bus.call(CoinsSubjects.getReferral, ctx, {});
  }

  @Public()
  @Get('referral-codes/:code')
  @ApiOperation({ summary: "Public: is this a referral code (the signup page's banner); answers the code as stored, never its owner" })
  @ApiParam({ name: 'code', example: 'K7MQ3XPA' })
  @ApiOkResponse({ description: '{ code }' })
  @ApiErrors(404)
  referralCode(@Ctx() ctx: RequestContext, @Param('code') code: string): Promise<ReferralCodeRef> {
    return this.bus.call(CoinsSubjects.checkReferralCode, ctx, { code: String(code).slice(0, 64) });
  }
}
