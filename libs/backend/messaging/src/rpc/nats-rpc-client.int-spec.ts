import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';
import { getCorrelationId } from '@resellpk/backend-logging';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { startNatsServer, type TestNatsServer } from '@resellpk/backend-testing';
import type { ServiceRequest } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { connectNats } from './connect-nats';
import { handle, setHandleLogger } from './handle';
import { NatsRpcClient } from './nats-rpc-client';
import { fail, ServiceFailure } from './service-failure';

/** The ServiceFailure a call rejected with (fails the test if it resolved). */
async function failureOf(call: Promise<unknown>): Promise<ServiceFailure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ServiceFailure) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

@Controller()
class EchoController {
  @MessagePattern('echo.greet')
  greet(@Payload() req: ServiceRequest<{ name: string }>) {
    return handle(async () => ({ hello: req.data.name, correlationId: getCorrelationId(), userId: req.ctx.userId }), req.ctx);
  }

  @MessagePattern('echo.reject')
  reject(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => fail('VALIDATION', 'Phone number must be 11 digits', 'phone'), req.ctx);
  }

  @MessagePattern('echo.crash')
  crash(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => {
      throw new Error('boom');
    }, req.ctx);
  }

  @MessagePattern('echo.slow')
  slow(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => new Promise((r) => setTimeout(() => r('late'), 1500)), req.ctx);
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('NatsRpcClient against a Nest NATS microservice', () => {
  let nats: TestNatsServer;
  let app: INestMicroservice;
  let nc: NatsConnection;
  let rpc: NatsRpcClient;

  beforeAll(async () => {
    setHandleLogger({ error: () => undefined } as never);
    nats = await startNatsServer({ jetstream: false });
    app = await NestFactory.createMicroservice<MicroserviceOptions>(EchoModule, {
      transport: Transport.NATS,
      options: { servers: [nats.url], queue: 'echo', user: nats.superuser.user, pass: nats.superuser.password },
      logger: false,
    });
    await app.listen();
    nc = await connectNats(nats.url, 'rpc-test', nats.superuser);
    rpc = new NatsRpcClient(nc);
  });

  afterAll(async () => {
    await nc?.close();
    await app?.close();
    await nats?.dispose();
  });

  it('returns the data and carries ctx and the correlation id to the handler', async () => {
    const reply = await rpc.request<{ hello: string; correlationId: string; userId: string }>('echo.greet', { correlationId: 'corr-42', userId: 'u1', role: 'reseller' }, { name: 'Ali' });
    expect(reply).toEqual({ hello: 'Ali', correlationId: 'corr-42', userId: 'u1' });
  });

  it('rethrows a typed failure with code, message and field', async () => {
    const error = await failureOf(rpc.request('echo.reject', { correlationId: 'c' }, {}));
    expect(error).toBeInstanceOf(ServiceFailure);
    expect(error.error).toEqual({ code: 'VALIDATION', message: 'Phone number must be 11 digits', field: 'phone' });
  });

  it('maps an unexpected error to INTERNAL without leaking it', async () => {
    const error = await failureOf(rpc.request('echo.crash', { correlationId: 'c' }, {}));
    expect(error.error).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });

  it('times out instead of waiting forever', async () => {
    const started = Date.now();
    const error = await failureOf(rpc.request('echo.slow', { correlationId: 'c' }, {}, { timeoutMs: 200 }));
    expect(error.error).toEqual({ code: 'TIMEOUT', message: MSG.serviceUnavailable });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports UNAVAILABLE when no service listens on the subject', async () => {
    const error = await failureOf(rpc.request('nobody.home', { correlationId: 'c' }, {}));
    expect(error.error).toEqual({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
  });
});
