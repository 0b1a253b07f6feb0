import { Module } from '@nestjs/common';
import { TopUpsController } from './top-ups.controller';

@Module({ controllers: [TopUpsController] })
export class TopUpsModule {}
