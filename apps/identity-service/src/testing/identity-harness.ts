import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NatsConnection } from 'nats';
import { connectNats, createServiceApp, NatsRpcClient, ServiceFailure, type RunningService } from '@resellpk/backend-messaging';
import { createTestDatabase, startNatsServer, uniqueId, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { IdentitySubjects, type IssuedSession, type RequestContext, type ServiceError } from '@resellpk/contracts';
import { identityServiceDefinition } from '../identity-service.definition';

/**
 * identity-service running in-process against a private nats-server and a throw-away database,
 * called over NATS exactly as the gateway calls it.
 */
export interface IdentityHarness {
  service: RunningService;
  nats: TestNatsServer;
  db: TestDatabase;
  mailDir: string;
  clientNc: NatsConnection;
  call<T>(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<T>;
  /** The typed error of a call that must fail. */
  callError(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<ServiceError>;
  signup(overrides?: Partial<{ name: string; email: string; whatsappNumber: string; password: string; referralCode: string }>): Promise<IssuedSession>;
  makeRole(userId: string, role: 'admin' | 'topup_helper' | 'reseller'): Promise<void>;
  mails(): Array<{ file: string; to: string; from: string; subject: string; text: string; html: string }>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'Secret@123';

export async function startIdentityHarness(): Promise<IdentityHarness> {
  const nats = await startNatsServer({ jetstream: true });
  const db = await createTestDatabase('identity_test');
  const mailDir = mkdtempSync(path.join(tmpdir(), 'rpk-mail-'));
  let service: RunningService | undefined;
  let clientNc: NatsConnection | undefined;
  try {
    service = await createServiceApp(identityServiceDefinition, {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', MAIL_DIR: mailDir, SMTP_URL: '', QUEUE_PREFIX: `test-${uniqueId()}`, APP_ORIGINS: 'http://localhost:4200,https://resellpk.pk' },
      natsUrl: nats.url,
      databaseUrl: db.url,
    });
    clientNc = await connectNats(nats.url, 'identity-test-client');
  } catch (error) {
    await service?.close();
    await db.drop();
    await nats.dispose();
    throw error;
  }
  const rpc = new NatsRpcClient(clientNc);
  const running = service;
  const nc = clientNc;

  const call = <T>(subject: string, data: unknown, ctx: Partial<RequestContext> = {}) =>
    rpc.request<T>(subject, { correlationId: `test-${uniqueId()}`, ...ctx }, data, { timeoutMs: 10_000 });

  return {
    service: running,
    nats,
    db,
    mailDir,
    clientNc: nc,
    call,
    async callError(subject, data, ctx) {
      try {
        await call(subject, data, ctx);
      } catch (error) {
        if (error instanceof ServiceFailure) return error.error;
        throw error;
      }
      throw new Error(`${subject} was expected to fail but succeeded`);
    },
    signup(overrides = {}) {
      return call<IssuedSession>(IdentitySubjects.signup, {
        name: 'Test Reseller',
        email: `user-${uniqueId()}@example.pk`,
        whatsappNumber: '0300-1234567',
        password: TEST_PASSWORD,
        ...overrides,
      });
    },
    async makeRole(userId, role) {
      await running.dataSource.query(`UPDATE users SET role = $2 WHERE id = $1`, [userId, role]);
    },
    mails() {
      return readdirSync(mailDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) }));
    },
    async close() {
      await nc.close().catch(() => undefined);
      await running.close();
      await db.drop();
      await nats.dispose();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` returns a value that is not undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
