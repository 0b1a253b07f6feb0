import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ContactsOfQuery, type ListResellersQuery, type RequestContext } from '@resellpk/contracts';
import { ResellersService } from './resellers.service';

@Controller()
export class ResellersController {
  constructor(private readonly resellers: ResellersService) {}

  /** orders only (NATS refuses other callers): the user comes in the data, not the context */
  @Handles(IdentitySubjects.pricingPlanOf)
  pricingPlanOf(data: { userId: string }) {
    return this.resellers.pricingPlanOf(data);
  }

  @Handles(IdentitySubjects.listResellers)
  listResellers(data: ListResellersQuery, ctx: RequestContext) {
    return this.resellers.list(data, ctx);
  }

  @Handles(IdentitySubjects.contactsOf)
  contactsOf(data: ContactsOfQuery, ctx: RequestContext) {
    return this.resellers.contactsOf(data, ctx);
  }
}
