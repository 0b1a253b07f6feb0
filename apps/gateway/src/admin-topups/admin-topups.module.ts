import { Module } from '@nestjs/common';
import { AdminTopupsController } from './admin-topups.controller';

@Module({ controllers: [AdminTopupsController] })
export class AdminTopupsModule {}
