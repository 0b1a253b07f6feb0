import type { OutgoingMail } from './mailer.service';

export const RESET_MAIL_SUBJECT = 'Reset your ResellPK password';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function passwordResetMail(to: string, name: string, link: string): OutgoingMail {
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your ResellPK account.',
    `Open this link within 1 hour to choose a new password:`,
    link,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your ResellPK account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within 1 hour).</p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}
