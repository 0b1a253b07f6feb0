import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CatalogSubjects, type FreeOfferInput, type RequestContext, type NoData } from '@resellpk/contracts';
import { OffersService } from './offers.service';

@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Handles(CatalogSubjects.listActiveOffers)
  listActive() {
    return this.offers.listActiveOffers();
  }

  /** orders-service pricing a cart: the same list under a service-to-service subject */
  @Handles(CatalogSubjects.activeOffersForQuote)
  activeForQuote() {
    return this.offers.listActiveOffers();
  }

  @Handles(CatalogSubjects.adminListOffers)
  adminList(_data: NoData, ctx: RequestContext) {
    return this.offers.adminListOffers(ctx);
  }

  @Handles(CatalogSubjects.getOffer)
  get(data: { id: string }, ctx: RequestContext) {
    return this.offers.getOffer(data, ctx);
  }

  @Handles(CatalogSubjects.createOffer)
  create(data: FreeOfferInput, ctx: RequestContext) {
    return this.offers.createOffer(data, ctx);
  }

  @Handles(CatalogSubjects.updateOffer)
  update(data: FreeOfferInput & { id: string }, ctx: RequestContext) {
    return this.offers.updateOffer(data, ctx);
  }

  @Handles(CatalogSubjects.setOfferActive)
  setActive(data: { id: string; isActive: boolean }, ctx: RequestContext) {
    return this.offers.setOfferActive(data, ctx);
  }

  @Handles(CatalogSubjects.deleteOffer)
  remove(data: { id: string }, ctx: RequestContext) {
    return this.offers.deleteOffer(data, ctx);
  }
}
