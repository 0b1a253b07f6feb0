import { Module } from '@nestjs/common';
import { HealthChecks } from './health-checks';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [HealthChecks] })
export class HealthModule {}
