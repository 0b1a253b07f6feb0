/* eslint-disable @typescript-eslint/no-explicit-any -- stub payloads are whatever each test needs */
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, Transport } from '@nestjs/microservices';
import type { TestNatsServer } from '@resellpk/backend-testing';
import { IdentitySubjects, SERVICES, type ServiceReply, type ServiceRequest } from '@resellpk/contracts';

type StubRequest = ServiceRequest<Record<string, any>>;
export type StubHandler = (req: StubRequest) => ServiceReply<unknown> | Promise<ServiceReply<unknown>>;

/**
 * A tiny identity stand-in on the test NATS, served by Nest's real NATS transport (the same wire
 * format identity-service uses). Tests set `handlers[subject]` and read `received`.
 */
export interface IdentityStub {
  handlers: Partial<Record<string, StubHandler>>;
  received: Array<{ subject: string; req: StubRequest }>;
  close(): Promise<void>;
}

export async function startIdentityStub(nats: Pick<TestNatsServer, 'url' | 'credentials'>): Promise<IdentityStub> {
  const stub: IdentityStub = { handlers: {}, received: [], close: async () => undefined };
  const answer = async (subject: string, req: StubRequest) => {
    stub.received.push({ subject, req });
    const handler = stub.handlers[subject];
    return handler ? handler(req) : { ok: false, error: { code: 'INTERNAL', message: `no stub for ${subject}` } };
  };

  @Controller()
  class StubController {
    @MessagePattern(IdentitySubjects.login) login(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.login, req);
    }
    // a test that stubs only `login` keeps working: beginLogin answers that session without a challenge
    @MessagePattern(IdentitySubjects.beginLogin) async beginLogin(@Payload() req: StubRequest) {
      if (stub.handlers[IdentitySubjects.beginLogin] || !stub.handlers[IdentitySubjects.login]) return answer(IdentitySubjects.beginLogin, req);
      const reply = (await answer(IdentitySubjects.login, req)) as ServiceReply<unknown>;
      return reply.ok ? { ok: true, data: { session: reply.data, challenge: null } } : reply;
    }
    @MessagePattern(IdentitySubjects.completeLogin) completeLogin(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.completeLogin, req);
    }
    @MessagePattern(IdentitySubjects.startLoginEnrolment) startLoginEnrolment(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.startLoginEnrolment, req);
    }
    @MessagePattern(IdentitySubjects.confirmLoginEnrolment) confirmLoginEnrolment(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.confirmLoginEnrolment, req);
    }
    @MessagePattern(IdentitySubjects.secondFactorStatus) secondFactorStatus(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.secondFactorStatus, req);
    }
    @MessagePattern(IdentitySubjects.startTotpEnrolment) startTotpEnrolment(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.startTotpEnrolment, req);
    }
    @MessagePattern(IdentitySubjects.confirmTotpEnrolment) confirmTotpEnrolment(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.confirmTotpEnrolment, req);
    }
    @MessagePattern(IdentitySubjects.refresh) refresh(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.refresh, req);
    }
    @MessagePattern(IdentitySubjects.logout) logout(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.logout, req);
    }
    @MessagePattern(IdentitySubjects.signup) signup(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.signup, req);
    }
    @MessagePattern(IdentitySubjects.requestPasswordReset) reset(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.requestPasswordReset, req);
    }
    @MessagePattern(IdentitySubjects.getMe) getMe(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.getMe, req);
    }
    @MessagePattern(IdentitySubjects.listUsers) listUsers(@Payload() req: StubRequest) {
      return answer(IdentitySubjects.listUsers, req);
    }
  }

  @Module({ controllers: [StubController] })
  class StubModule {}

  const app: INestMicroservice = await NestFactory.createMicroservice(StubModule, {
    transport: Transport.NATS,
    options: { servers: [nats.url], queue: SERVICES.identity.name, user: 'identity', pass: nats.credentials('identity').password },
    logger: false,
  });
  await app.listen();
  // the same object the handlers read, so tests can replace `handlers` and `received`
  stub.close = () => app.close();
  return stub;
}
