import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { ChatSubjects, type NoData, type RequestContext, type RoomRef, type StaffRoomsQuery } from '@resellpk/contracts';
import { RoomsService, STAFF_ROOMS_LEGACY_LIMIT } from './rooms.service';

/** The rooms subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Handles(ChatSubjects.countRooms)
  count(_data: NoData, ctx: RequestContext) {
    return this.rooms.count(ctx);
  }

  @Handles(ChatSubjects.listMyRooms)
  listMine(_data: NoData, ctx: RequestContext) {
    return this.rooms.listMine(ctx);
  }

  @Handles(ChatSubjects.getRoom)
  get(data: RoomRef, ctx: RequestContext) {
    return this.rooms.get(data, ctx);
  }

  @Handles(ChatSubjects.canJoinRoom)
  canJoin(data: RoomRef, ctx: RequestContext) {
    return this.rooms.canJoin(data, ctx);
  }

  @Handles(ChatSubjects.pageStaffRooms)
  pageForStaff(data: StaffRoomsQuery, ctx: RequestContext) {
    return this.rooms.listForStaff(data, ctx);
  }

  /** deprecated: the published array form, kept one release for callers not yet on pageStaffRooms */
  @Handles(ChatSubjects.listStaffRooms)
  async listForStaff(data: StaffRoomsQuery, ctx: RequestContext) {
    return (await this.rooms.listForStaff({ status: data?.status, sort: 'newest', page: 1, pageSize: STAFF_ROOMS_LEGACY_LIMIT }, ctx, STAFF_ROOMS_LEGACY_LIMIT)).items;
  }
}
