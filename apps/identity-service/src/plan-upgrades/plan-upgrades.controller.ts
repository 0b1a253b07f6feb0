import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type CreateUpgradeRequest, type DecideUpgradeRequest, type ListUpgradeRequestsQuery, type RequestContext, type NoData } from '@resellpk/contracts';
import { PlanUpgradesService } from './plan-upgrades.service';

@Controller()
export class PlanUpgradesController {
  constructor(private readonly upgrades: PlanUpgradesService) {}

  @Handles(IdentitySubjects.createUpgradeRequest)
  create(data: CreateUpgradeRequest, ctx: RequestContext) {
    return this.upgrades.create(data, ctx);
  }

  @Handles(IdentitySubjects.listUpgradeRequests)
  list(data: ListUpgradeRequestsQuery, ctx: RequestContext) {
    return this.upgrades.list(data, ctx);
  }

  @Handles(IdentitySubjects.approveUpgradeRequest)
  approve(data: DecideUpgradeRequest, ctx: RequestContext) {
    return this.upgrades.approve(data, ctx);
  }

  @Handles(IdentitySubjects.rejectUpgradeRequest)
  reject(data: DecideUpgradeRequest, ctx: RequestContext) {
    return this.upgrades.reject(data, ctx);
  }

  @Handles(IdentitySubjects.countPendingUpgradeRequests)
  countPending(_data: NoData, ctx: RequestContext) {
    return this.upgrades.countPending(ctx);
  }
}
