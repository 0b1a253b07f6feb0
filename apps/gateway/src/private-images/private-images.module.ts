import { Global, Module } from '@nestjs/common';
import { PrivateImages } from './private-images';

@Global()
@Module({ providers: [PrivateImages], exports: [PrivateImages] })
export class PrivateImagesModule {}
