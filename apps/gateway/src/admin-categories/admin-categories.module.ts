import { Module } from '@nestjs/common';
import { AdminCategoriesController } from './admin-categories.controller';

@Module({ controllers: [AdminCategoriesController] })
export class AdminCategoriesModule {}
