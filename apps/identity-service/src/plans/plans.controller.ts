import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ServiceRequest } from '@resellpk/contracts';
import { PLANS, type PurchasablePlan } from '@resellpk/domain';

/** The purchasable plan catalogue (PRODUCT.md); prices in paisa. */
@Controller()
export class PlansController {
  @MessagePattern(IdentitySubjects.listPlans)
  listPlans(@Payload() req: ServiceRequest<unknown>) {
    return handle((): PurchasablePlan[] => PLANS.map((plan) => ({ ...plan, features: [...plan.features] })), req?.ctx);
  }
}
