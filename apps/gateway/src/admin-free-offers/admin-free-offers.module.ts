import { Module } from '@nestjs/common';
import { AdminFreeOffersController } from './admin-free-offers.controller';

@Module({ controllers: [AdminFreeOffersController] })
export class AdminFreeOffersModule {}
