import { VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestPinoLogger } from '@resellpk/backend-logging';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { REFRESH_COOKIE_PATH } from './auth/refresh-cookie';
import { createValidationPipe } from './common/validation/validation.pipe';
import type { GatewayConfig } from './config/gateway-config';
import { setupOpenApi } from './openapi';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

/** `trust proxy` accepts a boolean, a hop count or a list of subnets/keywords. */
function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Builds the fully configured gateway (not yet listening); main.ts and the tests share it. */
export async function createGatewayApp(config: GatewayConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(NestPinoLogger));
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
  // Only the docs page is HTML; over plain HTTP (local, docker) upgrading its requests would break it.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null } } }));
  // the only cookie is the refresh token, sent to /api/v1/auth only: no parsing on other routes
  app.use(REFRESH_COOKIE_PATH, cookieParser());
  app.enableCors({ origin: config.APP_ORIGINS, credentials: true, exposedHeaders: ['x-correlation-id', 'retry-after'] });
  app.useBodyParser('json', { limit: '100kb' });
  app.useGlobalPipes(createValidationPipe());

  const io = new RedisIoAdapter(app, { redisUrl: config.REDIS_URL, origins: config.APP_ORIGINS });
  await io.connectToRedis();
  app.useWebSocketAdapter(io);

  setupOpenApi(app);
  app.enableShutdownHooks();
  return app;
}
