import { Body, Controller, Delete, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { WalletPaymentsSubjects, type PayoutAccountView, type RequestContext, type WithdrawalPage, type WithdrawalView } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { requireClientKey } from '../common/http/client-key';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { AddPayoutAccountDto, CreateWithdrawalDto, WithdrawalsQueryDto } from './dto';

/** The caller's payout accounts and withdrawals of their wallet balance. */
@ApiTags('wallet')
@ApiBearerAuth()
@Controller('wallet')
export class WithdrawalsController {
  constructor(private readonly bus: GatewayBus) {}

  @Get('payout-accounts')
  @ApiOperation({ summary: "The caller's payout accounts (Easypaisa, JazzCash, bank), oldest first" })
  @ApiOkResponse({ description: 'PayoutAccountView[]' })
  @ApiErrors(401)
  accounts(@Ctx() ctx: RequestContext): Promise<PayoutAccountView[]> {
    return this.bus.call(WalletPaymentsSubjects.listPayoutAccounts, ctx, {});
  }

  @Post('payout-accounts')
  @ApiOperation({ summary: 'Saves a payout account; the number is normalised to +92..., the IBAN checked (format and mod 97)' })
  @ApiCreatedResponse({ description: 'PayoutAccountView' })
  @ApiErrors(400, 401, 409)
  addAccount(@Ctx() ctx: RequestContext, @Body() dto: AddPayoutAccountDto): Promise<PayoutAccountView> {
    return this.bus.call(WalletPaymentsSubjects.addPayoutAccount, ctx, {
      kind: dto.kind,
      accountHolder: dto.accountHolder,
      mobileNumber: dto.mobileNumber ?? null,
      bankName: dto.bankName ?? null,
      iban: dto.iban ?? null,
    });
  }

  @Delete('payout-accounts/:id')
  @ApiOperation({ summary: 'Deletes one of the caller\'s payout accounts (withdrawals made to it keep their copy)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: '{ deleted: true }' })
  @ApiErrors(401, 404)
  deleteAccount(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYOUT_MSG.accountNotFound)) id: string): Promise<{ deleted: true }> {
    return this.bus.call(WalletPaymentsSubjects.deletePayoutAccount, ctx, { id });
  }

  @Get('withdrawals')
  @ApiOperation({ summary: "The caller's withdrawals, newest first, paged" })
  @ApiOkResponse({ description: 'WithdrawalPage' })
  @ApiErrors(400, 401)
  withdrawals(@Ctx() ctx: RequestContext, @Query() query: WithdrawalsQueryDto): Promise<WithdrawalPage> {
    return this.bus.call(WalletPaymentsSubjects.listWithdrawals, ctx, { status: query.status ?? 'all', page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
  }

  @Post('withdrawals')
  @ApiOperation({ summary: 'Asks to withdraw (minimum Rs. 500): the amount is held at once; the same Idempotency-Key again holds once and answers the same withdrawal' })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '1 to 100 of [A-Za-z0-9_-], new for each withdrawal the user means' })
  @ApiCreatedResponse({ description: 'WithdrawalView (pending)' })
  @ApiErrors(400, 401, 404, 409)
  withdraw(@Ctx() ctx: RequestContext, @Body() dto: CreateWithdrawalDto, @Headers('idempotency-key') key: string | undefined): Promise<WithdrawalView> {
    const idempotencyKey = requireClientKey(key, PAYOUT_MSG.badKey);
    return this.bus.call(WalletPaymentsSubjects.requestWithdrawal, ctx, { payoutAccountId: dto.payoutAccountId.toLowerCase(), amountPaisa: dto.amountPaisa, idempotencyKey });
  }
}
