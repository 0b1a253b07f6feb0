import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type NoData, type PurchaseCoinPack, type RequestContext } from '@resellpk/contracts';
import { PacksService } from './packs.service';

@Controller()
export class PacksController {
  constructor(private readonly packs: PacksService) {}

  @Handles(CoinsSubjects.listPacks)
  list(_data: NoData, ctx: RequestContext) {
    return this.packs.list(ctx);
  }

  @Handles(CoinsSubjects.purchasePack)
  purchase(req: PurchaseCoinPack, ctx: RequestContext) {
    return this.packs.purchase(req, ctx);
  }
}
