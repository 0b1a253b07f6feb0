import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { eventually, uniqueId } from '@resellpk/backend-testing';
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
  mails(): Mail[];
  /**
   * Asks for a password reset for `email` and waits for its mail: the link is mailed after the
   * answer (PasswordResetService.request), so the mail is not there yet when the call returns.
   */
  requestResetMail(email: string, appOrigin?: string): Promise<{ mail: Mail; link: string; token: string }>;
}

export const TEST_PASSWORD = 'Secret@123';

type Mail = { file: string; to: string; from: string; subject: string; text: string; html: string };

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
  const mails = (): Mail[] =>
    readdirSync(mailDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) }));
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
    async requestResetMail(email, appOrigin) {
      const before = new Set(mails().map((m) => m.file));
      await base.call(IdentitySubjects.requestPasswordReset, { email, appOrigin });
      const mail = await eventually(() => mails().find((m) => !before.has(m.file) && m.to === email), 10_000, `the reset mail to ${email}`);
      const link = /(\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (!link || !token) throw new Error(`no reset link in the mail to ${email}: ${mail.text}`);
      return { mail, link, token };
    },
    mails,
    async close() {
      await base.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

// the shared poller, re-exported so the identity specs import their test tools from one place
export { eventually } from '@resellpk/backend-testing';
