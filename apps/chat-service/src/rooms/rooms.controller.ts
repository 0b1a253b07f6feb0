import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { ChatSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { RoomsService } from './rooms.service';

/** The rooms subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Handles(ChatSubjects.countRooms)
  count(_data: NoData, ctx: RequestContext) {
    return this.rooms.count(ctx);
  }
}
