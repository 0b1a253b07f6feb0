import { Injectable } from '@nestjs/common';
import { fail, requireUserId, StaffAccess } from '@resellpk/backend-messaging';
import {
  PAYMENT_REQUEST_STATUSES,
  STAFF_ROLES,
  type ChatRoomSummary,
  type ChatRoomView,
  type PaymentRequestStatus,
  type RequestContext,
  type RoomRef,
  type StaffChatRoomSummary,
  type StaffRoomsQuery,
} from '@resellpk/contracts';
import { CHAT_MSG } from '../chat-texts';
import { RoomAccess } from './room-access';
import { RoomRepository, toRoomView } from './room.repository';

/** The rooms rules. Every rule is checked here, whoever called. */
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

  /** Staff's Topup Chats, optionally only the rooms whose request has a status. */
  async listForStaff(query: StaffRoomsQuery, ctx: RequestContext): Promise<StaffChatRoomSummary[]> {
    await this.staff.require(ctx, ...STAFF_ROLES);
    const status = query?.status ?? 'all';
    if (status !== 'all' && !(PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status)) fail('VALIDATION', CHAT_MSG.badStatusFilter, 'status');
    return this.rooms.listForStaff(status === 'all' ? null : (status as PaymentRequestStatus));
  }
}
