import { generateFiles, joinPathFragments, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { execFileSync } from 'node:child_process';

export interface ServiceGeneratorSchema {
  /** lower-case words joined by '-': subject prefix, queue group, Nx scope */
  name: string;
  /** the first feature folder, plural */
  feature: string;
  table?: string;
  healthPort?: number;
  /** migration timestamp (tests pass a fixed one) */
  timestamp?: number;
  /** skip regenerating infra/nats/auth.conf after writing (tests) */
  skipBusConfig?: boolean;
}

export const SERVICES_FILE = 'libs/contracts/src/services.ts';
export const REGISTRY_FILE = 'libs/contracts/src/bus/registry.ts';
export const CONTRACTS_INDEX = 'libs/contracts/src/index.ts';
export const COMPOSE_FILE = 'docker-compose.yml';

/** Every name the templates use, derived from the service and feature names. */
export function serviceNames(options: ServiceGeneratorSchema, existingPorts: number[] = []) {
  const n = names(options.name);
  const feature = names(options.feature);
  const singular = feature.name.replace(/ies$/, 'y').replace(/s$/, '');
  const table = options.table ?? feature.name.replace(/-/g, '_');
  return {
    name: n.fileName,
    app: `${n.fileName}-service`,
    key: n.propertyName,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    database: n.fileName.replace(/-/g, '_'),
    stream: n.constantName,
    healthPort: options.healthPort ?? Math.max(3100, ...existingPorts) + 1,
    feature: feature.fileName,
    featureFile: feature.fileName,
    featureClass: feature.className,
    featureProperty: feature.propertyName,
    entityFile: names(singular).fileName,
    entityClass: names(singular).className,
    table,
    tableFile: table.replace(/_/g, '-'),
    tableClass: names(table).className,
    timestamp: options.timestamp ?? Date.now(),
    tmpl: '',
  };
}
export type ServiceNames = ReturnType<typeof serviceNames>;

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return text;
}

/** Inserts `text` before a marker line or token, keeping the marker for the next service. */
function insertAtMarker(tree: Tree, file: string, marker: string, text: string): void {
  const source = read(tree, file);
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file} has no "${marker}" marker`);
  tree.write(file, source.slice(0, at) + text + source.slice(at));
}

/** The SERVICES entry in libs/contracts (the one list every other list derives from). */
function addServiceEntry(tree: Tree, n: ServiceNames): void {
  const source = read(tree, SERVICES_FILE);
  if (new RegExp(`name: '${n.name}'`).test(source)) throw new Error(`${n.name} is already in ${SERVICES_FILE}`);
  const entry = `  ${n.key}: { name: '${n.name}', app: '${n.app}', database: '${n.database}', healthPort: ${n.healthPort}, stream: '${n.stream}' },\n`;
  const end = source.indexOf('} as const;', source.indexOf('export const SERVICES = {'));
  tree.write(SERVICES_FILE, source.slice(0, end) + entry + source.slice(end));
}

function addToRegistry(tree: Tree, n: ServiceNames): void {
  insertAtMarker(
    tree,
    REGISTRY_FILE,
    '// @service-generator:imports',
    `import { ${n.constantName}_CALLERS, ${n.constantName}_EVENT_CONSUMERS, type ${n.className}Commands, type ${n.className}EventMap } from '../${n.name}';\n`,
  );
  insertAtMarker(tree, REGISTRY_FILE, ' /* @service-generator:commands */', `,\n    ${n.className}Commands`);
  insertAtMarker(tree, REGISTRY_FILE, ' /* @service-generator:events */', `,\n    ${n.className}EventMap`);
  insertAtMarker(tree, REGISTRY_FILE, '// @service-generator:callers', `...${n.constantName}_CALLERS,\n  `);
  insertAtMarker(tree, REGISTRY_FILE, '// @service-generator:consumers', `...${n.constantName}_EVENT_CONSUMERS,\n  `);
  insertAtMarker(tree, CONTRACTS_INDEX, '// @service-generator:exports', `export * from './${n.name}';\n`);
}

/** The lines of one top-level entry under `services:` (two-space indent), blank lines after it excluded. */
function composeBlock(lines: string[], app: string): [number, number] {
  const start = lines.indexOf(`  ${app}:`);
  if (start < 0) throw new Error(`${COMPOSE_FILE} has no ${app}`);
  let end = start + 1;
  while (end < lines.length && (lines[end] === '' || lines[end].startsWith('   '))) end++;
  while (lines[end - 1] === '') end--;
  return [start, end];
}

/**
 * The service's container in docker-compose.yml, placed before the gateway, which then waits for
 * its health; nats-server gets its bus password, db-provision its database roles' passwords.
 * Written out rather than copied from another service, so no other service's secret (identity's
 * signing key) can come along.
 */
function addComposeService(tree: Tree, n: ServiceNames): void {
  const lines = read(tree, COMPOSE_FILE).split('\n');
  if (lines.includes(`  ${n.app}:`)) throw new Error(`${COMPOSE_FILE} already has ${n.app}`);
  const password = `NATS_PASSWORD_${n.constantName}`;
  // the roles' names as serviceRoles (libs/backend/persistence) makes them; the spec compares
  const dbPassword = `DB_PASSWORD_${n.constantName}`;
  const ownerPassword = `DB_OWNER_PASSWORD_${n.constantName}`;
  const block = [
    `  ${n.app}:`,
    `    <<: [*restart, *app]`,
    `    image: \${IMAGE_PREFIX:-localhost/resellpk}/${n.app}:\${IMAGE_TAG:-latest}`,
    `    environment:`,
    `      <<: *node-env`,
    `      NATS_USER: ${n.name}`,
    `      NATS_PASSWORD: \${${password}:?set ${password}}`,
    `      DB_USER: resellpk_${n.database}_app`,
    `      DB_PASSWORD: \${${dbPassword}:?set ${dbPassword}}`,
    `      DB_MIGRATION_USER: resellpk_${n.database}_owner`,
    `      DB_MIGRATION_PASSWORD: \${${ownerPassword}:?set ${ownerPassword}}`,
    `      HEALTH_PORT: "${n.healthPort}"`,
    `    depends_on:`,
    `      db-provision: { condition: service_completed_successfully }`,
    `      postgres: { condition: service_healthy }`,
    `      nats: { condition: service_healthy }`,
    `      redis: { condition: service_healthy }`,
    `    healthcheck:`,
    `      test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:${n.healthPort}/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]`,
    `      <<: *timing`,
    ``,
  ];
  const [gatewayStart, gatewayEnd] = composeBlock(lines, 'gateway');
  const deps = lines.findIndex((l, i) => i > gatewayStart && i < gatewayEnd && l === '    depends_on:');
  if (deps < 0) throw new Error(`${COMPOSE_FILE}: the gateway has no depends_on`);
  let lastDep = deps + 1;
  while (lines[lastDep + 1]?.startsWith('      ')) lastDep++;
  lines.splice(lastDep + 1, 0, `      ${n.app}: { condition: service_healthy }`);
  lines.splice(gatewayStart, 0, ...block);
  const [natsStart, natsEnd] = composeBlock(lines, 'nats');
  const passwords = lines.slice(natsStart, natsEnd).map((l, i) => (l.trimStart().startsWith('NATS_PASSWORD_') ? natsStart + i : -1)).filter((i) => i >= 0);
  const last = passwords.pop();
  if (last === undefined) throw new Error(`${COMPOSE_FILE}: nats has no NATS_PASSWORD_* variables`);
  lines.splice(last + 1, 0, `      ${password}: \${${password}:?set ${password}}`);
  const [provisionStart, provisionEnd] = composeBlock(lines, 'db-provision');
  const owners = lines.slice(provisionStart, provisionEnd).map((l, i) => (l.trimStart().startsWith('DB_OWNER_PASSWORD_') ? provisionStart + i : -1)).filter((i) => i >= 0);
  const lastOwner = owners.pop();
  if (lastOwner === undefined) throw new Error(`${COMPOSE_FILE}: db-provision has no DB_OWNER_PASSWORD_* variables`);
  lines.splice(lastOwner + 1, 0, `      ${dbPassword}: \${${dbPassword}:?set ${dbPassword}}`, `      ${ownerPassword}: \${${ownerPassword}:?set ${ownerPassword}}`);
  tree.write(COMPOSE_FILE, lines.join('\n'));
}

export async function serviceGenerator(tree: Tree, options: ServiceGeneratorSchema): Promise<GeneratorCallback> {
  const ports = [...read(tree, SERVICES_FILE).matchAll(/healthPort: (\d+)/g)].map((m) => Number(m[1]));
  const n = serviceNames(options, ports);
  if (tree.exists(`apps/${n.app}`)) throw new Error(`apps/${n.app} already exists`);

  generateFiles(tree, joinPathFragments(__dirname, 'files', 'app'), `apps/${n.app}`, n);
  generateFiles(tree, joinPathFragments(__dirname, 'files', 'contracts'), 'libs/contracts/src', n);
  addServiceEntry(tree, n);
  addToRegistry(tree, n);
  addComposeService(tree, n);

  return () => {
    // the NATS permissions derive from the registry just written: render them from the files on disk
    if (!options.skipBusConfig) execFileSync(process.execPath, ['-r', '@swc-node/register', 'tools/bus/write-nats-config.ts'], { stdio: 'inherit' });
    // and its manifests in infra/k8s and its deploy workflow, from the service list just written
    if (!options.skipBusConfig) execFileSync(process.execPath, ['-r', '@swc-node/register', 'tools/deploy/generate.ts'], { stdio: 'inherit' });
  };
}

export default serviceGenerator;
