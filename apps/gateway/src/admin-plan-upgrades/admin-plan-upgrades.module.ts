import { Module } from '@nestjs/common';
import { AdminPlanUpgradesController } from './admin-plan-upgrades.controller';

@Module({ controllers: [AdminPlanUpgradesController] })
export class AdminPlanUpgradesModule {}
