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
 * The service's container in docker-compose.yml: a copy of the first service's block (whatever
 * it holds today: env, passwords, health check) with this service's names, database, port and bus
 * user, placed before the gateway, which then waits for its health.
 */
function addComposeService(tree: Tree, n: ServiceNames, template: { app: string; name: string; database: string; healthPort: number }): void {
  const lines = read(tree, COMPOSE_FILE).split('\n');
  if (lines.includes(`  ${n.app}:`)) throw new Error(`${COMPOSE_FILE} already has ${n.app}`);
  const [start, end] = composeBlock(lines, template.app);
  const upper = (name: string) => name.toUpperCase().replace(/-/g, '_');
  const copy = lines.slice(start, end).map((line) =>
    line
      .split(template.app).join(n.app)
      .split(`/${template.database}`).join(`/${n.database}`)
      .split(String(template.healthPort)).join(String(n.healthPort))
      .split(`NATS_PASSWORD_${upper(template.name)}`).join(`NATS_PASSWORD_${upper(n.name)}`)
      .replace(new RegExp(`^(\\s+NATS_USER: )${template.name}$`), `$1${n.name}`),
  );
  const [gatewayStart, gatewayEnd] = composeBlock(lines, 'gateway');
  const deps = lines.findIndex((l, i) => i > gatewayStart && i < gatewayEnd && l === '    depends_on:');
  if (deps < 0) throw new Error(`${COMPOSE_FILE}: the gateway has no depends_on`);
  let lastDep = deps + 1;
  while (lines[lastDep + 1]?.startsWith('      ')) lastDep++;
  lines.splice(lastDep + 1, 0, `      ${n.app}: { condition: service_healthy }`);
  lines.splice(gatewayStart, 0, ...copy, '');
  tree.write(COMPOSE_FILE, lines.join('\n'));
}

/** The first service in SERVICES: the block the compose entry copies. */
function firstService(tree: Tree): { app: string; name: string; database: string; healthPort: number } {
  const m = /\{ name: '([^']+)', app: '([^']+)', database: '([^']+)', healthPort: (\d+)/.exec(read(tree, SERVICES_FILE));
  if (!m) throw new Error(`${SERVICES_FILE} lists no service`);
  return { name: m[1], app: m[2], database: m[3], healthPort: Number(m[4]) };
}

export async function serviceGenerator(tree: Tree, options: ServiceGeneratorSchema): Promise<GeneratorCallback> {
  const ports = [...read(tree, SERVICES_FILE).matchAll(/healthPort: (\d+)/g)].map((m) => Number(m[1]));
  const n = serviceNames(options, ports);
  if (tree.exists(`apps/${n.app}`)) throw new Error(`apps/${n.app} already exists`);
  const template = firstService(tree);

  generateFiles(tree, joinPathFragments(__dirname, 'files', 'app'), `apps/${n.app}`, n);
  generateFiles(tree, joinPathFragments(__dirname, 'files', 'contracts'), 'libs/contracts/src', n);
  addServiceEntry(tree, n);
  addToRegistry(tree, n);
  addComposeService(tree, n, template);

  return () => {
    // the NATS permissions derive from the registry just written: render them from the files on disk
    if (!options.skipBusConfig) execFileSync(process.execPath, ['-r', '@swc-node/register', 'tools/bus/write-nats-config.ts'], { stdio: 'inherit' });
  };
}

export default serviceGenerator;
