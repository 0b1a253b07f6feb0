import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { requireUserId, StaffAccess } from '@resellpk/backend-service';
import {
  PAYMENT_REQUEST_STATUSES,
  STAFF_ROLES,
  STAFF_ROOM_SORTS,
  STAFF_ROOMS_DEFAULT_PAGE_SIZE,
  STAFF_ROOMS_MAX_PAGE_SIZE,
  type ChatRoomSummary,
  type ChatRoomView,
  type PaymentRequestStatus,
  type RequestContext,
  type RoomRef,
  type StaffChatRoomPage,
  type StaffRoomsQuery,
} from '@resellpk/contracts';
import { CHAT_MSG } from '../chat-texts';
import { RoomAccess } from './room-access';
import { RoomRepository, toRoomView } from './room.repository';

/** The rooms rules. Every rule is checked here, whoever called. */
/** What the deprecated chat.listStaffRooms answers at most (it had no pages). */
export const STAFF_ROOMS_LEGACY_LIMIT = 500;

@Injectable()
export class RoomsService {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly access: RoomAccess,
    private readonly staff: StaffAccess,
  ) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    await this.staff.require(ctx, ...STAFF_ROLES);
    return { total: await this.rooms.count() };
  }

  /** The caller's own rooms ("My chats"), with what they have not read. */
  listMine(ctx: RequestContext): Promise<ChatRoomSummary[]> {
    return this.rooms.listForOwner(requireUserId(ctx));
  }

  async get(req: RoomRef, ctx: RequestContext): Promise<ChatRoomView> {
    return toRoomView((await this.access.open(ctx, req?.roomId)).room);
  }

  async canJoin(req: RoomRef, ctx: RequestContext): Promise<{ allowed: boolean }> {
    return { allowed: (await this.access.tryOpen(ctx, req?.roomId)) !== null };
  }

  /** Staff's Topup Chats, one page at a time, optionally only the rooms whose request has a status. */
  async listForStaff(query: StaffRoomsQuery, ctx: RequestContext, maxPageSize: number = STAFF_ROOMS_MAX_PAGE_SIZE): Promise<StaffChatRoomPage> {
    await this.staff.require(ctx, ...STAFF_ROLES);
    const status = query?.status ?? 'all';
    const sort = query?.sort ?? 'newest';
    const page = query?.page ?? 1;
    const pageSize = query?.pageSize ?? STAFF_ROOMS_DEFAULT_PAGE_SIZE;
    if (status !== 'all' && !(PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status)) fail('VALIDATION', CHAT_MSG.badStatusFilter, 'status');
    if (!(STAFF_ROOM_SORTS as readonly string[]).includes(sort)) fail('VALIDATION', CHAT_MSG.badSort, 'sort');
    if (!Number.isInteger(page) || page < 1 || page > 100_000) fail('VALIDATION', CHAT_MSG.badPage, 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) fail('VALIDATION', CHAT_MSG.badPageSize, 'pageSize');
    const { items, total } = await this.rooms.listForStaff({
      status: status === 'all' ? null : (status as PaymentRequestStatus),
      sort,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize, sort };
  }
}
