import { Body, Controller, Get, HttpCode, Logger, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, WalletPaymentsSubjects, type AdminWithdrawalPage, type RequestContext, type UserContact, type WithdrawalView } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { AdminWithdrawalsQueryDto, MarkWithdrawalPaidDto, RejectWithdrawalDto } from './dto';

/** Paying out resellers' withdrawals: admins only (PRODUCT.md "Staff": a top-up helper sees only the top-up desk). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/withdrawals')
export class AdminWithdrawalsController {
  private readonly logger = new Logger('AdminWithdrawals');

  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({
    summary: "Every reseller's withdrawals, newest first, by status and reseller (name, email or phone), paged, each with the reseller's name and email",
    description: "The names come from identity in one call per page; when identity does not answer, `reseller` is null and the page still loads.",
  })
  @ApiOkResponse({ description: 'AdminWithdrawalPage' })
  @ApiErrors(400, 401, 403)
  async list(@Ctx() ctx: RequestContext, @Query() query: AdminWithdrawalsQueryDto): Promise<AdminWithdrawalPage> {
    const filter = { status: query.status ?? 'pending', page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
    const search = query.search?.trim();
    // by reseller: identity finds the resellers (its 100 newest matches), wallet-payments lists their withdrawals
    const userIds = search ? (await this.bus.call(IdentitySubjects.listResellers, ctx, { search, page: 1, pageSize: 100 })).items.map((r) => r.id) : undefined;
    if (userIds?.length === 0) return { items: [], total: 0, page: filter.page, pageSize: filter.pageSize };
    const page = await this.bus.call(WalletPaymentsSubjects.listAllWithdrawals, ctx, { ...filter, ...(userIds ? { userIds } : {}) });
    const owners = [...new Set(page.items.map((w) => w.userId))];
    const contacts = new Map<string, UserContact>();
    if (owners.length) {
      try {
        for (const c of await this.bus.call(IdentitySubjects.contactsOf, ctx, { userIds: owners })) contacts.set(c.id, c);
      } catch (error) {
        this.logger.warn(`reseller names from identity unavailable: ${(error as Error).message}`);
      }
    }
    const items = page.items.map((w) => {
      const c = contacts.get(w.userId);
      return { ...w, reseller: c ? { name: c.name, email: c.email, phone: c.phone } : null };
    });
    return { ...page, items };
  }

  @Post(':id/paid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks it paid with the transfer reference, at most once; a withdrawal already decided is a 409' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'WithdrawalView (paid)' })
  @ApiErrors(400, 401, 403, 404, 409)
  markPaid(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYOUT_MSG.withdrawalNotFound)) id: string, @Body() dto: MarkWithdrawalPaidDto): Promise<WithdrawalView> {
    return this.bus.call(WalletPaymentsSubjects.markWithdrawalPaid, ctx, { id, transferReference: dto.transferReference.trim() });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects it with a reason; the held amount goes back to the wallet once; a withdrawal already decided is a 409' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'WithdrawalView (rejected)' })
  @ApiErrors(400, 401, 403, 404, 409)
  reject(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(PAYOUT_MSG.withdrawalNotFound)) id: string, @Body() dto: RejectWithdrawalDto): Promise<WithdrawalView> {
    return this.bus.call(WalletPaymentsSubjects.rejectWithdrawal, ctx, { id, reason: dto.reason.trim() });
  }
}
