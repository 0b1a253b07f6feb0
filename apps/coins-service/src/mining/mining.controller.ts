import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { MiningService } from './mining.service';

@Controller()
export class MiningController {
  constructor(private readonly mining: MiningService) {}

  @Handles(CoinsSubjects.sync)
  sync(_data: NoData, ctx: RequestContext) {
    return this.mining.sync(ctx);
  }
}
