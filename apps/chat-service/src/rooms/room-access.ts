import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { STAFF_ROLES, type RequestContext } from '@resellpk/contracts';
import { CHAT_MSG } from '../chat-texts';
import { RoomRepository, type RoomRow } from './room.repository';

/** Which side of the conversation the caller is on: the reseller who owns the room, or staff. */
export type Side = 'owner' | 'staff';
export interface OpenedRoom {
  room: RoomRow;
  side: Side;
  userId: string;
}

/**
 * Who may read and write a room: its owner, or staff (admin, topup_helper) by their current role.
 * Anyone else gets NOT_FOUND, exactly as for a room that does not exist, so a room id reveals nothing.
 */
@Injectable()
export class RoomAccess {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly staff: StaffAccess,
  ) {}

  async open(ctx: RequestContext, roomId: unknown): Promise<OpenedRoom> {
    const opened = await this.tryOpen(ctx, roomId);
    if (!opened) fail('NOT_FOUND', CHAT_MSG.roomNotFound);
    return opened;
  }

  async tryOpen(ctx: RequestContext, roomId: unknown): Promise<OpenedRoom | null> {
    const userId = requireUserId(ctx);
    if (!isUuid(roomId)) return null;
    const room = await this.rooms.find(roomId);
    if (!room) return null;
    if (room.user_id === userId) return { room, side: 'owner', userId };
    return (await this.isStaff(ctx)) ? { room, side: 'staff', userId } : null;
  }

  /** The token says staff (whether identity has said otherwise since is `isStaff`'s question). */
  tokenSaysStaff(ctx: RequestContext): boolean {
    return !!ctx.userId && !!ctx.role && STAFF_ROLES.includes(ctx.role);
  }

  /** The token says staff and identity has announced nothing newer that says otherwise. */
  async isStaff(ctx: RequestContext): Promise<boolean> {
    if (!ctx.userId || !this.tokenSaysStaff(ctx)) return false;
    const current = await this.staff.roleOf(ctx.userId);
    return current === undefined || (current !== null && STAFF_ROLES.includes(current));
  }
}
