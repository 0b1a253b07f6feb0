import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ChatSubjects, type ListNotificationsQuery, type NotificationPage, type NotificationView, type RequestContext } from '@resellpk/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { toInt } from '../common/http/query';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

export class ListNotificationsQueryDto implements ListNotificationsQuery {
  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page (nextCursor)', maxLength: 512 })
  @IsOptional()
  @IsString({ message: 'cursor must be text' })
  @MaxLength(512, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 30 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** The caller's own notifications (another user's id answers 404). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Notifications newest first, with the unread count' })
  @ApiOkResponse({ description: 'NotificationPage' })
  @ApiErrors(400, 401)
  list(@Ctx() ctx: RequestContext, @Query() query: ListNotificationsQueryDto): Promise<NotificationPage> {
    return this.bus.call(ChatSubjects.listNotifications, ctx, { limit: query.limit ?? 30, ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) });
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many notifications are unread (the bell badge)' })
  @ApiOkResponse({ description: '{unreadCount}' })
  @ApiErrors(401)
  unreadCount(@Ctx() ctx: RequestContext): Promise<{ unreadCount: number }> {
    return this.bus.call(ChatSubjects.countUnreadNotifications, ctx, {});
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every notification read' })
  @ApiOkResponse({ description: '{updated}' })
  @ApiErrors(401)
  readAll(@Ctx() ctx: RequestContext): Promise<{ updated: number }> {
    return this.bus.call(ChatSubjects.markAllNotificationsRead, ctx, {});
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one notification read' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'NotificationView' })
  @ApiErrors(401, 404)
  read(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe('Notification not found.')) id: string): Promise<NotificationView> {
    return this.bus.call(ChatSubjects.markNotificationRead, ctx, { id });
  }
}
