import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects } from '@resellpk/contracts';
import { PLANS } from '@resellpk/domain';

/** The purchasable plan catalogue (PRODUCT.md); prices in paisa. */
@Controller()
export class PlansController {
  @Handles(IdentitySubjects.listPlans)
  listPlans() {
    return PLANS.map((plan) => ({ ...plan, features: [...plan.features] }));
  }
}
