import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { baseEnvSchema, databaseUrl, loadConfig, serviceDatabaseEnvSchema } from '@resellpk/backend-config';
import { createDataSource } from '@resellpk/backend-persistence';
import { IDENTITY_DB_NAME, identityEntities } from './database/identity-schema';
import { createAdmin, CreateAdminRefused } from './operator/create-admin';

const USAGE = `Usage: npm run create-admin -- --email <email> --name <name> [--promote]
       node dist/apps/identity-service/create-admin.js --email <email> --name <name> [--promote]

Creates an admin account in the identity database of this environment (its DB_* / DATABASE_URL
settings), or with --promote makes an existing account an admin. The password is read from
ADMIN_PASSWORD, else asked for twice without echo. Run it after identity-service has started once
(it creates the tables).`;

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD !== undefined) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new CreateAdminRefused('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const first = await askHidden('Password for the new admin: ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new CreateAdminRefused('The two passwords differ. Nothing changed.');
  return first;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, promote: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  // the service's own database settings and their production rules (its serving role, never the administrator)
  const config = loadConfig(baseEnvSchema.merge(serviceDatabaseEnvSchema));
  const dataSource = createDataSource({ url: databaseUrl(IDENTITY_DB_NAME, config), entities: identityEntities, migrations: [] });
  await dataSource.initialize();
  try {
    const result = await createAdmin(dataSource, { email: values.email, name: values.name, promote: values.promote, password: readPassword });
    const audited = 'Written to the audit log as done by the operator.';
    if (result.outcome === 'created') console.log(`Created the admin ${values.email} (${result.userId}). ${audited}`);
    else if (result.outcome === 'promoted') console.log(`${values.email} is now an admin (was ${result.fromRole}). ${audited}`);
    else console.log(`${values.email} is already an admin. Nothing changed.`);
    if (result.outcome !== 'already-admin') console.log('Where two-factor sign-in is required (production), they set it up at their first sign-in.');
    return 0;
  } catch (error) {
    if (error instanceof CreateAdminRefused) {
      console.error(error.message);
      return 1;
    }
    // 42P01: no users table, the service never started against this database
    if ((error as { code?: string }).code === '42P01') {
      console.error('The identity database has no tables yet: start identity-service once (it runs its migrations), then run create-admin again.');
      return 1;
    }
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
