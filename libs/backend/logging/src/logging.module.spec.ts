import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import http from 'node:http';
import request from 'supertest';
import { getCorrelationId } from './correlation';
import { CORRELATION_HEADER, LoggingModule, requestLoggingMiddleware } from './logging.module';

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

describe('requestLoggingMiddleware', () => {
  function fakeLogger(enabled: string[]) {
    const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const write = (level: string) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, obj, msg });
    const logger = { isLevelEnabled: (l: string) => enabled.includes(l), debug: write('debug'), info: write('info'), error: write('error') };
    return { logger: logger as unknown as Parameters<typeof requestLoggingMiddleware>[0], lines };
  }

  async function serve(enabled: string[], status: number, headers: Record<string, string> = {}, path = '/x') {
    const { logger, lines } = fakeLogger(enabled);
    const mw = requestLoggingMiddleware(logger);
    const server = http.createServer((req, res) =>
      mw(req, res, () => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ correlationId: getCorrelationId() }));
      }),
    );
    const res = await request(server).get(path).set(headers);
    await new Promise((r) => setImmediate(r));
    return { res, lines };
  }

  it('writes successes only at debug, with the correlation id', async () => {
    const quiet = await serve(['info', 'error'], 200, { [CORRELATION_HEADER]: 'req-1' });
    expect(quiet.res.body).toEqual({ correlationId: 'req-1' });
    expect(quiet.lines).toEqual([]);
    const debug = await serve(['debug', 'info', 'error'], 200, { [CORRELATION_HEADER]: 'req-2' });
    expect(debug.lines).toEqual([
      expect.objectContaining({ level: 'debug', msg: 'request completed', obj: expect.objectContaining({ correlationId: 'req-2', res: { statusCode: 200 } }) }),
    ]);
  });

  it('keeps refusals at info and server errors at error', async () => {
    expect((await serve(['info', 'error'], 404)).lines.map((l) => l.level)).toEqual(['info']);
    const failed = await serve(['error'], 503, { [CORRELATION_HEADER]: 'req-3' });
    expect(failed.lines).toEqual([expect.objectContaining({ level: 'error', obj: expect.objectContaining({ correlationId: 'req-3', req: { method: 'GET', url: '/x' } }) })]);
  });

  it('does not log health probes', async () => {
    expect((await serve(['debug', 'info', 'error'], 503, {}, '/api/health')).lines).toEqual([]);
  });
});
