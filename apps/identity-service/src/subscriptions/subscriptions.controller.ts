import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type NoData, type ReleaseAllowance, type RequestContext, type SubscribeRequest, type SubscriptionRef, type UseAllowance } from '@resellpk/contracts';
import { AllowanceService } from './allowance.service';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly allowance: AllowanceService,
  ) {}

  @Handles(IdentitySubjects.subscribe)
  subscribe(data: SubscribeRequest, ctx: RequestContext) {
    return this.subscriptions.subscribe(data, ctx);
  }

  @Handles(IdentitySubjects.mySubscription)
  mine(_data: NoData, ctx: RequestContext) {
    return this.subscriptions.mine(ctx);
  }

  @Handles(IdentitySubjects.getSubscription)
  get(data: SubscriptionRef, ctx: RequestContext) {
    return this.subscriptions.get(data, ctx);
  }

  @Handles(IdentitySubjects.cancelSubscription)
  cancel(data: SubscriptionRef, ctx: RequestContext) {
    return this.subscriptions.cancel(data, ctx);
  }

  /** orders only (NATS permissions): the order's user is in the data, not a token */
  @Handles(IdentitySubjects.useAllowance)
  useAllowance(data: UseAllowance) {
    return this.allowance.use(data);
  }

  @Handles(IdentitySubjects.releaseAllowance)
  releaseAllowance(data: ReleaseAllowance) {
    return this.allowance.release(data);
  }
}
