import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { defaultMailDir, mailFileName } from './mail-dir';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is set. Otherwise (development) nodemailer's JSON transport
 * renders the message and it is written as one readable JSON file per mail into MAIL_DIR.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  readonly mailDir: string;

  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ jsonTransport: true });
    this.mailDir = config.MAIL_DIR ? path.resolve(config.MAIL_DIR) : defaultMailDir();
  }

  async send(mail: OutgoingMail): Promise<void> {
    const message = { from: this.config.MAIL_FROM, ...mail };
    await this.transport.sendMail(message);
    if (this.config.SMTP_URL) return;
    await mkdir(this.mailDir, { recursive: true });
    const file = path.join(this.mailDir, mailFileName(mail.to));
    await writeFile(file, JSON.stringify(message, null, 2), 'utf8');
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}`);
  }
}
