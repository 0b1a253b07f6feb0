import { Injectable } from '@nestjs/common';
import { requireRole } from '@resellpk/backend-messaging';
import type { RequestContext } from '@resellpk/contracts';
import { RoomRepository } from './room.repository';

/** The rooms rules. Every rule is checked here, whoever called. */
@Injectable()
export class RoomsService {
  constructor(private readonly rooms: RoomRepository) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    requireRole(ctx, 'admin');
    return { total: await this.rooms.count() };
  }
}
