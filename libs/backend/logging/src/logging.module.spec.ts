import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { getCorrelationId } from './correlation';
import { CORRELATION_HEADER, LoggingModule } from './logging.module';

@Controller()
class WhoAmIController {
  @Get('who')
  async who() {
    await new Promise((r) => setTimeout(r, 2));
    return { correlationId: getCorrelationId() };
  }
}

describe('LoggingModule over HTTP', () => {
  let app: INestApplication;

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'silent';
    const moduleRef = await Test.createTestingModule({ imports: [LoggingModule.forRoot('logging-test')], controllers: [WhoAmIController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app?.close());

  it('uses the caller correlation id in handlers and echoes it', async () => {
    const res = await request(app.getHttpServer()).get('/who').set(CORRELATION_HEADER, 'abc-123');
    expect(res.body).toEqual({ correlationId: 'abc-123' });
    expect(res.headers[CORRELATION_HEADER]).toBe('abc-123');
  });

  it('makes a new id when none (or an unsafe one) is sent', async () => {
    const fresh = await request(app.getHttpServer()).get('/who');
    expect(fresh.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers[CORRELATION_HEADER]).toBe(fresh.body.correlationId);
    const unsafe = await request(app.getHttpServer()).get('/who').set(CORRELATION_HEADER, 'x'.repeat(300));
    expect(unsafe.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
