import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { PlanUpgradeSubjects, type CreateUpgradeRequest, type DecideUpgradeRequest, type ServiceRequest } from '@resellpk/contracts';
import { PlanUpgradesService, type ListUpgradeRequestsQuery } from './plan-upgrades.service';

@Controller()
export class PlanUpgradesController {
  constructor(private readonly upgrades: PlanUpgradesService) {}

  @MessagePattern(PlanUpgradeSubjects.create)
  create(@Payload() req: ServiceRequest<CreateUpgradeRequest>) {
    return handle(() => this.upgrades.create(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(PlanUpgradeSubjects.list)
  list(@Payload() req: ServiceRequest<ListUpgradeRequestsQuery>) {
    return handle(() => this.upgrades.list(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(PlanUpgradeSubjects.approve)
  approve(@Payload() req: ServiceRequest<DecideUpgradeRequest>) {
    return handle(() => this.upgrades.approve(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(PlanUpgradeSubjects.reject)
  reject(@Payload() req: ServiceRequest<DecideUpgradeRequest>) {
    return handle(() => this.upgrades.reject(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(PlanUpgradeSubjects.countPending)
  countPending(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.upgrades.countPending(req.ctx), req.ctx);
  }
}
