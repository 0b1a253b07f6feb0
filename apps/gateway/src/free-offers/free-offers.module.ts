import { Module } from '@nestjs/common';
import { FreeOffersController } from './free-offers.controller';

@Module({ controllers: [FreeOffersController] })
export class FreeOffersModule {}
