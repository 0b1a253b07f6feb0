import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { passwordVariableOf, SERVICE_LIST } from '@resellpk/contracts';

const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * SERVICES in @resellpk/contracts is the one list of services: the stack script and the lint
 * scopes derive from it at run time; what cannot (docker-compose, the app folders) is checked here.
 */
describe('every service of SERVICES is wired the same way', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true });

  it('has exactly one app folder per service', () => {
    const serviceApps = readdirSync(path.join(root, 'apps')).filter((d) => d.endsWith('-service')).sort();
    expect(serviceApps).toEqual(SERVICE_LIST.map((s) => s.app).sort());
  });

  it.each(SERVICE_LIST.map((s) => [s.app, s] as const))('%s: the same layout and project', (_app, s) => {
    const dir = `apps/${s.app}`;
    for (const file of [
      'project.json',
      'tsconfig.json',
      'webpack.config.js',
      'README.md',
      'src/main.ts',
      'src/service.ts',
      'src/app.module.ts',
      `src/config/${s.name}-config.ts`,
      `src/database/${s.name}-schema.ts`,
      `src/testing/${s.name}-harness.ts`,
      `src/${s.name}.int-spec.ts`,
    ]) {
      expect({ file: `${dir}/${file}`, exists: existsSync(path.join(root, dir, file)) }).toEqual({ file: `${dir}/${file}`, exists: true });
    }
    expect(readdirSync(path.join(root, dir, 'src/database/migrations')).length).toBeGreaterThan(0);
    const project = JSON.parse(read(`${dir}/project.json`));
    expect(project.name).toBe(s.app);
    expect(project.tags).toEqual([`scope:${s.name}`, 'type:app', 'platform:node']);
    expect(Object.keys(project.targets)).toEqual(expect.arrayContaining(['build', 'serve', 'test', 'typecheck', 'lint']));
    expect(read(`${dir}/src/service.ts`)).toMatch(new RegExp(`defineService\\(SERVICES\\.\\w+, \\{`));
    expect(read(`${dir}/src/${s.name}.int-spec.ts`)).toContain('describeServiceBoot(');
  });

  it.each(SERVICE_LIST.map((s) => [s.app, s] as const))('%s: a docker-compose container on its own database, port and bus user', (_app, s) => {
    const svc = compose.services[s.app];
    expect(svc).toBeDefined();
    // the app's own image, built by npm run images (docs/images.md)
    expect(svc.image).toBe('${IMAGE_PREFIX:-localhost/resellpk}/' + s.app + ':${IMAGE_TAG:-latest}');
    // its database name comes from SERVICES through defineService unless a URL names another
    if (svc.environment.DATABASE_URL !== undefined) expect(svc.environment.DATABASE_URL).toMatch(new RegExp(`/${s.database}$`));
    expect(String(svc.environment.HEALTH_PORT)).toBe(String(s.healthPort));
    expect(svc.healthcheck.test.join(' ')).toContain(`:${s.healthPort}/health`);
    expect(svc.environment.NATS_USER).toBe(s.name);
    expect(svc.environment.NATS_PASSWORD).toContain(passwordVariableOf(s.name));
    expect(compose.services.nats.environment[passwordVariableOf(s.name)]).toContain(passwordVariableOf(s.name));
    expect(compose.services.gateway.depends_on[s.app]).toEqual({ condition: 'service_healthy' });
  });

  it('lists no service container that SERVICES does not know', () => {
    const containers = Object.keys(compose.services).filter((name) => name.endsWith('-service'));
    expect(containers.sort()).toEqual(SERVICE_LIST.map((s) => s.app).sort());
  });
});
