import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { uniqueId } from '@resellpk/backend-testing';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { identityService } from '../service';

/**
 * identity-service running in-process against a private nats-server and a throw-away database,
 * called over NATS exactly as the gateway calls it.
 */
export interface IdentityHarness extends ServiceHarness {
  mailDir: string;
  signup(overrides?: Partial<{ name: string; email: string; whatsappNumber: string; password: string; referralCode: string }>): Promise<IssuedSession>;
  makeRole(userId: string, role: 'admin' | 'topup_helper' | 'reseller'): Promise<void>;
  mails(): Array<{ file: string; to: string; from: string; subject: string; text: string; html: string }>;
}

export const TEST_PASSWORD = 'Secret@123';

export async function startIdentityHarness(): Promise<IdentityHarness> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'rpk-mail-'));
  const base = await startServiceHarness(identityService, {
    dbPrefix: 'identity_test',
    timeoutMs: 10_000,
    env: { MAIL_DIR: mailDir, SMTP_URL: '', QUEUE_PREFIX: `test-${uniqueId()}`, APP_ORIGINS: 'http://localhost:4200,https://resellpk.pk' },
  }).catch((error) => {
    rmSync(mailDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...base,
    mailDir,
    signup(overrides = {}) {
      return base.call<IssuedSession>(IdentitySubjects.signup, {
        name: 'Test Reseller',
        email: `user-${uniqueId()}@example.pk`,
        whatsappNumber: '0300-1234567',
        password: TEST_PASSWORD,
        ...overrides,
      });
    },
    async makeRole(userId, role) {
      await base.service.dataSource.query(`UPDATE users SET role = $2 WHERE id = $1`, [userId, role]);
    },
    mails() {
      return readdirSync(mailDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) }));
    },
    async close() {
      await base.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

// the shared poller, re-exported so the identity specs import their test tools from one place
export { eventually } from '@resellpk/backend-testing';
