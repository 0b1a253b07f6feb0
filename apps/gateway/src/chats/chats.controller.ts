import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ChatSubjects, type ChatMessageView, type ChatRoomSummary, type ChatRoomView, type RequestContext } from '@resellpk/contracts';
import { IsDefined, IsOptional, IsString, IsUUID, MaxLength, Validate } from 'class-validator';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { NotBlank } from '../common/validation/not-blank';

export const ROOM_NOT_FOUND = 'Chat not found.';
export const MESSAGE_MAX = 2000;
export const MESSAGE_REQUIRED = 'Please type a message';

export class PostMessageDto {
  @ApiProperty({ maxLength: MESSAGE_MAX, example: 'I have sent the money.' })
  @IsDefined({ message: MESSAGE_REQUIRED })
  @IsString({ message: 'content must be text' })
  @Validate(NotBlank, { message: MESSAGE_REQUIRED })
  @MaxLength(MESSAGE_MAX, { message: `A message can be at most ${MESSAGE_MAX} characters` })
  content: string;
}

export class ListMessagesQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only messages after this one (oldest first)' })
  @IsOptional()
  @IsUUID('all', { message: 'afterId must be a message id' })
  afterId?: string;
}

/**
 * Payment chats: a reseller's own rooms; staff read and write any room through the same routes.
 * chat-service decides who may see a room (another user's room answers 404).
 */
@ApiTags('chats')
@ApiBearerAuth()
@Controller('chats')
export class ChatsController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's payment chats with unread counts, newest first" })
  @ApiOkResponse({ description: 'ChatRoomSummary[]' })
  @ApiErrors(401)
  list(@Ctx() ctx: RequestContext): Promise<ChatRoomSummary[]> {
    return this.bus.call(ChatSubjects.listMyRooms, ctx, {});
  }

  @Get(':roomId')
  @ApiOperation({ summary: 'One room with its payment summary (404 until chat has opened it: retry)' })
  @ApiParam({ name: 'roomId', format: 'uuid' })
  @ApiOkResponse({ description: 'ChatRoomView' })
  @ApiErrors(401, 404)
  get(@Ctx() ctx: RequestContext, @Param('roomId', new UuidParamPipe(ROOM_NOT_FOUND)) roomId: string): Promise<ChatRoomView> {
    return this.bus.call(ChatSubjects.getRoom, ctx, { roomId });
  }

  @Get(':roomId/messages')
  @ApiOperation({ summary: 'Messages oldest first (after afterId when given); marks what the caller received as read' })
  @ApiParam({ name: 'roomId', format: 'uuid' })
  @ApiOkResponse({ description: 'ChatMessageView[]' })
  @ApiErrors(400, 401, 404)
  messages(@Ctx() ctx: RequestContext, @Param('roomId', new UuidParamPipe(ROOM_NOT_FOUND)) roomId: string, @Query() query: ListMessagesQueryDto): Promise<ChatMessageView[]> {
    return this.bus.call(ChatSubjects.listMessages, ctx, { roomId, ...(query.afterId ? { afterId: query.afterId.toLowerCase() } : {}) });
  }

  @Post(':roomId/messages')
  @ApiOperation({ summary: 'Send a text message (delivered live as chat:message)' })
  @ApiParam({ name: 'roomId', format: 'uuid' })
  @ApiCreatedResponse({ description: 'ChatMessageView' })
  @ApiErrors(400, 401, 404, 409)
  post(@Ctx() ctx: RequestContext, @Param('roomId', new UuidParamPipe(ROOM_NOT_FOUND)) roomId: string, @Body() dto: PostMessageDto): Promise<ChatMessageView> {
    return this.bus.call(ChatSubjects.postMessage, ctx, { roomId, content: dto.content });
  }

  @Post(':roomId/read')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark the other side's messages in the room as read" })
  @ApiParam({ name: 'roomId', format: 'uuid' })
  @ApiOkResponse({ description: '{unreadCount}' })
  @ApiErrors(401, 404)
  read(@Ctx() ctx: RequestContext, @Param('roomId', new UuidParamPipe(ROOM_NOT_FOUND)) roomId: string): Promise<{ unreadCount: number }> {
    return this.bus.call(ChatSubjects.markRoomRead, ctx, { roomId });
  }
}
