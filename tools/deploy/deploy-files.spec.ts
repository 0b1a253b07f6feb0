import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_LIST } from '@resellpk/contracts';
import { REPO_ROOT, generatedFiles } from './generate';

// infra/k8s's per-app manifests and the per-app deploy workflows are written from the service list
// by `npm run deploy:generate`: a new service, or an edit by hand, fails here until it is re-run
describe('files generated from the service list (npm run deploy:generate)', () => {
  const files = generatedFiles();

  it.each([...files.keys()])('%s is in step', (file) => {
    const target = path.join(REPO_ROOT, file);
    expect(existsSync(target) ? readFileSync(target, 'utf8') : `(missing ${file})`).toBe(files.get(file));
  });

  it('has a deploy workflow for every service, the gateway and the web server, and none for an app that is gone', () => {
    const workflows = readdirSync(path.join(REPO_ROOT, '.github/workflows')).filter((f) => f.startsWith('deploy-'));
    expect(workflows.sort()).toEqual([...SERVICE_LIST.map((s) => s.app), 'gateway', 'web-server'].map((app) => `deploy-${app}.yml`).sort());
  });

  it("gives the cluster's NATS the same bus users as docker-compose's (npm run bus:nats-config writes both)", () => {
    expect(readFileSync(path.join(REPO_ROOT, 'infra/k8s/base/data/nats/auth.conf'), 'utf8')).toBe(readFileSync(path.join(REPO_ROOT, 'infra/nats/auth.conf'), 'utf8'));
  });

  it('has manifests for every service and none for an app that is gone', () => {
    const manifests = readdirSync(path.join(REPO_ROOT, 'infra/k8s/base/apps')).filter((f) => f !== 'kustomization.yaml');
    expect(manifests.sort()).toEqual([...SERVICE_LIST.map((s) => s.app), 'gateway', 'web-server'].map((app) => `${app}.yaml`).sort());
  });
});
