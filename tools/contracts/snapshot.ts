/**
 * Records the published contracts: `npm run contracts:snapshot` writes
 * libs/contracts/contract-snapshot.json from the current types, refusing when a published subject
 * would break (see compatibility.ts). `-- --reworded` also accepts reworded doc comments (the
 * meaning did not change; say so in the review).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { breakingChanges, describeChange, isRewordingOnly } from './compatibility';
import { generateContractSchemas, type ContractSchemas } from './contract-schemas';

export const SNAPSHOT_FILE = path.resolve(__dirname, '../../libs/contracts/contract-snapshot.json');

export function readSnapshot(): ContractSchemas {
  return existsSync(SNAPSHOT_FILE) ? (JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as ContractSchemas) : { commands: {}, events: {} };
}

if (require.main === module) {
  const reworded = process.argv.includes('--reworded');
  const current = generateContractSchemas();
  const blocking = breakingChanges(readSnapshot(), current).filter((c) => !(reworded && isRewordingOnly(c)));
  if (blocking.length) {
    console.error('Breaking changes to published contracts (add a new version instead):');
    for (const c of blocking) console.error(`  - ${describeChange(c)}`);
    process.exit(1);
  }
  writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`recorded ${Object.keys(current.commands).length} commands and ${Object.keys(current.events).length} events in ${path.relative(process.cwd(), SNAPSHOT_FILE)}`);
}
