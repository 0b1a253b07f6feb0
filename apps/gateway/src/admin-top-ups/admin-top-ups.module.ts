import { Module } from '@nestjs/common';
import { AdminTopUpsController } from './admin-top-ups.controller';

@Module({ controllers: [AdminTopUpsController] })
export class AdminTopUpsModule {}
