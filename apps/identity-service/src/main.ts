import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-service';
import type { IdentityConfig } from './config/identity-config';
import { identityService } from './service';
import { seedDemoData } from './seed/seed-demo-data';
import { readSupportContacts } from './settings/support-contacts.service';

async function main(): Promise<void> {
  // bootstrapService runs the migrations before it listens on NATS
  const running = await bootstrapService(identityService);
  const config = running.config as unknown as IdentityConfig;
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(running.dataSource);
    running.logger.info(seeded, 'demo accounts ready');
    void running.relay.flush();
  }
  // there are no default support contacts: the pages name none until an admin saves them (docs/production.md, "Going live")
  if (!(await readSupportContacts(running.dataSource))) {
    running.logger.warn('no support contacts are set: /contact, /faq, the legal pages and the Elite WhatsApp button show none until an admin saves them at /admin/settings');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
