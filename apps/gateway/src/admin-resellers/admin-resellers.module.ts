import { Module } from '@nestjs/common';
import { AdminResellersController } from './admin-resellers.controller';

@Module({ controllers: [AdminResellersController] })
export class AdminResellersModule {}
