import { Module } from '@nestjs/common';
import { AdminChatTemplatesController } from './admin-chat-templates.controller';

@Module({ controllers: [AdminChatTemplatesController] })
export class AdminChatTemplatesModule {}
