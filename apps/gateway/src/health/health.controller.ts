import { Controller, Get, Inject, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '@resellpk/backend-auth';
import { healthDetailsShown, publicHealthReport, type HealthReport, type PublicHealthReport } from '@resellpk/backend-health';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { HealthChecks } from './health-checks';

class CheckResultDto {
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({ example: 2, description: 'Outside production only' }) latencyMs?: number;
  @ApiPropertyOptional({ example: 'connect ECONNREFUSED 127.0.0.1:5432', description: 'Outside production only' }) error?: string;
}
class HealthChecksDto {
  @ApiProperty({ type: CheckResultDto }) postgres: CheckResultDto;
  @ApiProperty({ type: CheckResultDto }) redis: CheckResultDto;
  @ApiProperty({ type: CheckResultDto }) nats: CheckResultDto;
}
class HealthReportDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: HealthChecksDto }) checks: HealthChecksDto;
}

/** `/api/health` (unversioned): load balancers and `npm start` poll it. */
@ApiTags('health')
@Public()
@SkipThrottle()
@Controller({ path: 'health', version: VERSION_NEUTRAL })
export class HealthController {
  private readonly details: boolean;

  constructor(
    private readonly checks: HealthChecks,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.details = healthDetailsShown(config);
  }

  @Get()
  @ApiOperation({ summary: 'PostgreSQL, Redis and NATS reachability (latency and error text outside production only)' })
  @ApiResponse({ status: 200, type: HealthReportDto, description: 'Everything reachable' })
  @ApiResponse({ status: 503, type: HealthReportDto, description: 'At least one dependency is down' })
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthReport | PublicHealthReport> {
    const report = await this.checks.report();
    res.status(report.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return this.details ? report : publicHealthReport(report);
  }
}
