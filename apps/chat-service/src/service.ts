import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-service';
import { AppModule } from './app.module';
import { chatEnvSchema } from './config/chat-config';
import { chatEntities, chatMigrations } from './database/chat-schema';

/** How the platform runs chat-service; shared by main.ts and the integration tests. */
export const chatService = defineService(SERVICES.chat, {
  module: AppModule,
  entities: chatEntities,
  migrations: chatMigrations,
  configSchema: chatEnvSchema,
  // staff see every room and edit templates: by their current role, not only their token's
  roleProjection: true,
});
