import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { ChatSubjects, type ListMessagesQuery, type PostMessage, type RequestContext, type RoomRef } from '@resellpk/contracts';
import { MessagesService } from './messages.service';

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Handles(ChatSubjects.listMessages)
  list(data: ListMessagesQuery, ctx: RequestContext) {
    return this.messages.list(data, ctx);
  }

  @Handles(ChatSubjects.postMessage)
  post(data: PostMessage, ctx: RequestContext) {
    return this.messages.post(data, ctx);
  }

  @Handles(ChatSubjects.markRoomRead)
  markRead(data: RoomRef, ctx: RequestContext) {
    return this.messages.markRead(data, ctx);
  }
}
