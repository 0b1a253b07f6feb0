import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type RequestContext, type NoData } from '@resellpk/contracts';
import { PLANS, type PurchasablePlan } from '@resellpk/domain';

/** The purchasable plan catalogue (PRODUCT.md); prices in paisa. */
@Controller()
export class PlansController {
  @Handles(IdentitySubjects.listPlans)
  listPlans() {
    return PLANS.map((plan) => ({ ...plan, features: [...plan.features] }));
  }
}
