import { Module } from '@nestjs/common';
import { PlanUpgradesController } from './plan-upgrades.controller';

@Module({ controllers: [PlanUpgradesController] })
export class PlanUpgradesModule {}
