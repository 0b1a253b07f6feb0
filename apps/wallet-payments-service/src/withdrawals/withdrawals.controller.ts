import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import {
  WalletPaymentsSubjects as S,
  type CreateWithdrawal,
  type ListWithdrawalsQuery,
  type MarkWithdrawalPaid,
  type RejectWithdrawal,
  type RequestContext,
} from '@resellpk/contracts';
import { WithdrawalDecisionsService } from './withdrawal-decisions.service';
import { WithdrawalsService } from './withdrawals.service';

@Controller()
export class WithdrawalsController {
  constructor(
    private readonly withdrawals: WithdrawalsService,
    private readonly decisions: WithdrawalDecisionsService,
  ) {}

  @Handles(S.requestWithdrawal)
  request(data: CreateWithdrawal, ctx: RequestContext) {
    return this.withdrawals.request(data, ctx);
  }

  @Handles(S.listWithdrawals)
  list(data: ListWithdrawalsQuery, ctx: RequestContext) {
    return this.withdrawals.listOwn(data, ctx);
  }

  @Handles(S.listAllWithdrawals)
  listAll(data: ListWithdrawalsQuery, ctx: RequestContext) {
    return this.decisions.listAll(data, ctx);
  }

  @Handles(S.markWithdrawalPaid)
  markPaid(data: MarkWithdrawalPaid, ctx: RequestContext) {
    return this.decisions.markPaid(data, ctx);
  }

  @Handles(S.rejectWithdrawal)
  reject(data: RejectWithdrawal, ctx: RequestContext) {
    return this.decisions.reject(data, ctx);
  }
}
