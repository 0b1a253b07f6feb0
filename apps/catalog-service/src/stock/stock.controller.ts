import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CatalogSubjects, type RequestContext, type ReserveStock } from '@resellpk/contracts';
import { ProductPricingService } from './product-pricing.service';
import { StockService } from './stock.service';

/** Called by orders only (NATS refuses other callers): checkout pricing and the saga's stock step. */
@Controller()
export class StockController {
  constructor(
    private readonly pricing: ProductPricingService,
    private readonly stock: StockService,
  ) {}

  @Handles(CatalogSubjects.pricingOf)
  pricingOf(data: { productIds: string[] }) {
    return this.pricing.pricingOf(data);
  }

  @Handles(CatalogSubjects.reserveStock)
  reserve(data: ReserveStock) {
    return this.stock.reserve(data);
  }

  @Handles(CatalogSubjects.releaseStock)
  release(data: { orderId: string }, ctx: RequestContext) {
    return this.stock.release(data, ctx);
  }
}
