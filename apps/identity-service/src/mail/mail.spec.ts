import path from 'node:path';
import { findRepoRoot } from '@resellpk/backend-config';
import { mailFileName } from './mail-dir';
import { passwordResetMail, RESET_MAIL_SUBJECT } from './password-reset-mail';

describe('mail helpers', () => {
  it('finds the monorepo root by its package name', () => {
    const root = findRepoRoot(__dirname);
    expect(require(path.join(root, 'package.json')).name).toBe('resellpk');
  });

  it('names files <timestamp>-<to>.json without unsafe characters', () => {
    expect(mailFileName('free@demo.pk', 1700000000000)).toBe('1700000000000-free@demo.pk.json');
    expect(mailFileName('a/../b@x.pk', 1)).toBe('1-a_.._b@x.pk.json');
  });

  it('builds the reset mail with the link in text and escaped html', () => {
    const mail = passwordResetMail('a@b.pk', '<Ali>', 'http://localhost:4200/reset-password?token=t&x=1');
    expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.subject).toBe('Reset your ResellPK password');
    expect(mail.text).toContain('http://localhost:4200/reset-password?token=t&x=1');
    expect(mail.html).toContain('&lt;Ali&gt;');
    expect(mail.html).toContain('href="http://localhost:4200/reset-password?token=t&amp;x=1"');
  });
});
