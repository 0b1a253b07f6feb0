import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { CatalogSubjects, type FreeOfferInput, type ServiceRequest } from '@resellpk/contracts';
import { OffersService } from './offers.service';

@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @MessagePattern(CatalogSubjects.listActiveOffers)
  listActive(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.offers.listActiveOffers(), req.ctx);
  }

  @MessagePattern(CatalogSubjects.adminListOffers)
  adminList(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.offers.adminListOffers(req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.getOffer)
  get(@Payload() req: ServiceRequest<{ id: string }>) {
    return handle(() => this.offers.getOffer(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.createOffer)
  create(@Payload() req: ServiceRequest<FreeOfferInput>) {
    return handle(() => this.offers.createOffer(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.updateOffer)
  update(@Payload() req: ServiceRequest<FreeOfferInput & { id: string }>) {
    return handle(() => this.offers.updateOffer(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.setOfferActive)
  setActive(@Payload() req: ServiceRequest<{ id: string; isActive: boolean }>) {
    return handle(() => this.offers.setOfferActive(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.deleteOffer)
  remove(@Payload() req: ServiceRequest<{ id: string }>) {
    return handle(() => this.offers.deleteOffer(req.data, req.ctx), req.ctx);
  }
}
