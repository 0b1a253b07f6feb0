import { BadRequestException, Controller, Get, Logger, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import {
  AUDIT_ACTIONS,
  IdentitySubjects,
  OrdersSubjects,
  WalletPaymentsSubjects,
  type AuditEntryView,
  type AuditLogQuery,
  type AuditSource,
  type RequestContext,
  type UserContact,
} from '@resellpk/contracts';
import { AUDIT_DEPTH_MAX, AUDIT_MSG } from '@resellpk/domain';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { NumberedPageQueryDto } from '../common/http/query';
import { Ctx } from '../common/http/request-context';
import { mergeAuditPage } from './audit-log-merge';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AuditLogQueryDto extends NumberedPageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The staff member (or user) who acted' })
  @IsOptional()
  @IsUUID('all', { message: AUDIT_MSG.badActor })
  actorId?: string;

  @ApiPropertyOptional({ enum: Object.keys(AUDIT_ACTIONS) })
  @IsOptional()
  @IsIn(Object.keys(AUDIT_ACTIONS), { message: AUDIT_MSG.badAction })
  action?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day, Asia/Karachi' })
  @IsOptional()
  @Matches(DATE, { message: AUDIT_MSG.badDate })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day, Asia/Karachi' })
  @IsOptional()
  @Matches(DATE, { message: AUDIT_MSG.badDate })
  to?: string;
}

export interface AdminAuditEntry extends AuditEntryView<AuditSource> {
  actionLabel: string;
  actor: UserContact | null;
  target: UserContact | null;
}
export interface AdminAuditPage {
  items: AdminAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** logs that did not answer: their rows are missing from this page */
  unavailable: AuditSource[];
}

/** /admin/audit-log: identity's, the wallet's and orders' logs merged, newest first, with names. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  private readonly logger = new Logger('AdminAuditLog');

  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({
    summary: 'Every money movement and role change (who, what, when, amount), newest first, filtered by actor, action and Asia/Karachi dates, paged',
    description:
      "identity's (roles, plans), wallet-payments' (top-ups, withdrawals, receiving accounts) and orders' (ship, deliver, cancel, return) logs merged. A log that does not answer is named in `unavailable`; the others still show.",
  })
  @ApiOkResponse({ description: 'AdminAuditPage' })
  @ApiErrors(400, 401, 403)
  async list(@Ctx() ctx: RequestContext, @Query() q: AuditLogQueryDto): Promise<AdminAuditPage> {
    const page = q.page ?? 1;
    const pageSize = Math.min(q.pageSize ?? 20, 50);
    if (q.from && q.to && q.from > q.to) throw new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: AUDIT_MSG.badRange, field: 'from' });
    if (page * pageSize > AUDIT_DEPTH_MAX) throw new BadRequestException({ statusCode: 400, code: 'VALIDATION', message: AUDIT_MSG.tooDeep, field: 'page' });
    const query: AuditLogQuery = {
      limit: page * pageSize,
      ...(q.actorId ? { actorId: q.actorId.toLowerCase() } : {}),
      ...(q.action ? { action: q.action } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
    };
    const unavailable: AdminAuditPage['unavailable'] = [];
    const settle = async <T>(source: AuditSource, call: Promise<T>): Promise<T | null> => {
      try {
        return await call;
      } catch (error) {
        // a refusal of the filters is the caller's to fix, not a missing log
        if ((error as { code?: string }).code === 'VALIDATION') throw error;
        this.logger.warn(`audit log of ${source} unavailable: ${(error as Error).message}`);
        unavailable.push(source);
        return null;
      }
    };
    const slices = await Promise.all([
      settle('identity', this.bus.call(IdentitySubjects.listAuditLog, ctx, query)),
      settle('wallet-payments', this.bus.call(WalletPaymentsSubjects.listAuditLog, ctx, query)),
      settle('orders', this.bus.call(OrdersSubjects.listAuditLog, ctx, query)),
    ]);
    const merged = mergeAuditPage(
      slices.filter((s) => s !== null),
      page,
      pageSize,
    );
    const people = await this.contacts(ctx, merged.items);
    return {
      items: merged.items.map((e) => ({
        ...e,
        actionLabel: (AUDIT_ACTIONS as Record<string, string>)[e.action] ?? e.action,
        actor: (e.actorId && people.get(e.actorId)) || null,
        target: (e.targetUserId && people.get(e.targetUserId)) || null,
      })),
      total: merged.total,
      page,
      pageSize,
      unavailable,
    };
  }

  /** Names and emails of the page's actors and targets (identity allows 100 ids a call); none when identity does not answer. */
  private async contacts(ctx: RequestContext, items: AuditEntryView<AuditSource>[]): Promise<Map<string, UserContact>> {
    const ids = [...new Set(items.flatMap((e) => [e.actorId, e.targetUserId]).filter((id): id is string => !!id))];
    const out = new Map<string, UserContact>();
    try {
      for (let i = 0; i < ids.length; i += 100) {
        for (const c of await this.bus.call(IdentitySubjects.contactsOf, ctx, { userIds: ids.slice(i, i + 100) })) out.set(c.id, c);
      }
    } catch (error) {
      this.logger.warn(`audit log names unavailable: ${(error as Error).message}`);
    }
    return out;
  }
}
