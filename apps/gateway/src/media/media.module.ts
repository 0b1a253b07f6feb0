import { Global, Module } from '@nestjs/common';
import { createMediaStorage, MEDIA_STORAGE } from './media-storage';
import { MediaController } from './media.controller';

@Global()
@Module({
  controllers: [MediaController],
  providers: [{ provide: MEDIA_STORAGE, useFactory: () => createMediaStorage() }],
  exports: [MEDIA_STORAGE],
})
export class MediaModule {}
