import { Module } from '@nestjs/common';
import { AdminProductsController } from './admin-products.controller';
import { ProductImagesUpload } from './product-images.upload';

@Module({ controllers: [AdminProductsController], providers: [ProductImagesUpload] })
export class AdminProductsModule {}
