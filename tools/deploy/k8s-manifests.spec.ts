import { SERVICE_LIST } from '@resellpk/contracts';
import {
  OVERLAYS,
  coverageProblems,
  exposureProblems,
  imageProblems,
  limitProblems,
  plainSecretProblems,
  probeProblems,
  renderOverlay,
  schemaProblems,
  type K8sObject,
} from './manifest-rules';

// infra/k8s rendered as `kubectl apply -k` would apply it, overlay by overlay (docs/deployment.md)
const rendered = new Map(OVERLAYS.map((overlay) => [overlay, renderOverlay(overlay)]));
const copy = (objects: K8sObject[]) => JSON.parse(JSON.stringify(objects)) as K8sObject[];
const byName = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

describe.each(OVERLAYS)('infra/k8s/overlays/%s', (overlay) => {
  const objects = rendered.get(overlay)!;

  it('renders, with every object valid against its schema', () => {
    expect(objects.length).toBeGreaterThan(40);
    expect(objects.flatMap(schemaProblems)).toEqual([]);
  });

  it('gives every container requests and limits', () => {
    expect(limitProblems(objects)).toEqual([]);
  });

  it('gives every long-running container a readiness and a liveness probe on a port it declares', () => {
    expect(probeProblems(objects)).toEqual([]);
  });

  it('pins every image to a tag that is not latest', () => {
    expect(imageProblems(objects)).toEqual([]);
  });

  it('keeps secrets out of plain values: every one is a secretKeyRef', () => {
    expect(plainSecretProblems(objects)).toEqual([]);
  });

  it('has, for every service of the service list, a Deployment, a migration Job, a PodDisruptionBudget and a NetworkPolicy', () => {
    expect(coverageProblems(objects)).toEqual([]);
    expect(SERVICE_LIST.length).toBeGreaterThan(0);
  });

  it('lets only the web server and the gateway be reached from the ingress', () => {
    expect(exposureProblems(objects)).toEqual([]);
  });

  it('runs the data tier: a 3-node JetStream cluster, CloudNativePG with backups, Redis with a replica', () => {
    const nats = byName(objects, 'StatefulSet', 'nats');
    expect(nats.spec.replicas).toBe(3);
    // the services' streams are kept on every node
    const appEnv = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('resellpk-env'))!;
    expect(Number(appEnv.data!.NATS_STREAM_REPLICAS)).toBe(nats.spec.replicas);
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('nats-config'))!;
    expect(config.data!['server.conf']).toMatch(/jetstream[\s\S]*sync_interval: always/);
    expect(config.data!['server.conf']).toMatch(/cluster \{[\s\S]*nats-2\.nats-headless:6222/);
    expect(config.data!['auth.conf']).toContain('password: $NATS_PASSWORD_GATEWAY');
    const pg = byName(objects, 'Cluster', 'resellpk-pg');
    expect(pg.spec.backup.barmanObjectStore.destinationPath).toContain(overlay);
    expect(byName(objects, 'ScheduledBackup', 'resellpk-pg-daily').spec.cluster.name).toBe('resellpk-pg');
    expect(byName(objects, 'StatefulSet', 'redis-replica').spec.template.spec.containers[0].command.join(' ')).toContain('--replicaof redis-0.redis-headless 6379');
  });
});

// each rule shown to catch what it is for, on a broken copy of the production render
describe('the rules catch a broken manifest', () => {
  const production = rendered.get('production')!;

  it('a container without limits', () => {
    const objects = copy(production);
    delete byName(objects, 'Deployment', 'coins-service').spec.template.spec.containers[0].resources.limits;
    expect(limitProblems(objects)).toEqual(['Deployment/coins-service container coins-service: no limits.cpu', 'Deployment/coins-service container coins-service: no limits.memory']);
  });

  it('a container without a liveness probe, or probing a port it does not declare', () => {
    const objects = copy(production);
    const c = byName(objects, 'Deployment', 'chat-service').spec.template.spec.containers[0];
    delete c.livenessProbe;
    c.readinessProbe.httpGet.port = 9999;
    expect(probeProblems(objects)).toEqual([
      'Deployment/chat-service container chat-service: readinessProbe on port 9999, which it does not declare',
      'Deployment/chat-service container chat-service: no livenessProbe',
    ]);
  });

  it('an image tagged latest or not at all', () => {
    const objects = copy(production);
    byName(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image = 'ghcr.io/resellpk/resellpk-gateway:latest';
    byName(objects, 'StatefulSet', 'redis').spec.template.spec.containers[0].image = 'redis';
    expect(imageProblems(objects)).toEqual([
      'Deployment/gateway container gateway: image ghcr.io/resellpk/resellpk-gateway:latest is tagged latest',
      'StatefulSet/redis container redis: image redis has no tag (it would be latest)',
    ]);
  });

  it('a password as a plain value, a URL with a password, a committed Secret', () => {
    const objects = copy(production);
    const env = byName(objects, 'Deployment', 'orders-service').spec.template.spec.containers[0].env;
    env.find((e: { name: string }) => e.name === 'DB_PASSWORD').value = 'hunter2';
    env.push({ name: 'DATABASE_URL', value: 'postgres://app:hunter2@db:5432/orders' });
    objects.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oops' } });
    expect(plainSecretProblems(objects)).toEqual([
      'Deployment/orders-service container orders-service: DB_PASSWORD is a plain value; use a secretKeyRef',
      'Deployment/orders-service container orders-service: DATABASE_URL holds a URL with a password',
      'Secret/oops: a Secret is committed; reference one created in the cluster (docs/deployment.md)',
    ]);
  });

  it('a service without its Deployment, migration Job, PodDisruptionBudget or NetworkPolicy', () => {
    const objects = copy(production).filter(
      (o) =>
        !(o.metadata.name === 'catalog-service' && ['PodDisruptionBudget', 'NetworkPolicy'].includes(o.kind)) &&
        !(o.metadata.name === 'coins-service-migrate' && o.kind === 'Job') &&
        !(o.metadata.name === 'orders-service-migrate' && o.kind === 'NetworkPolicy') &&
        !(o.kind === 'Deployment' && o.metadata.name === 'chat-service'),
    );
    expect(coverageProblems(objects)).toEqual([
      'catalog-service: no PodDisruptionBudget',
      'catalog-service: no NetworkPolicy',
      'chat-service: no Deployment',
      'orders-service: no NetworkPolicy of its migration Job',
      'coins-service: no migration Job (coins-service-migrate)',
      'chat-service: must serve as resellpk_chat_app and migrate as resellpk_chat_owner',
    ]);
  });

  it('a service reachable from the ingress', () => {
    const objects = copy(production);
    byName(objects, 'NetworkPolicy', 'identity-service').spec.ingress = [{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }] }];
    expect(exposureProblems(objects)).toEqual(['NetworkPolicy/identity-service: admits the ingress controller to identity-service']);
  });

  it('an object its schema refuses', () => {
    const objects = copy(production);
    const deployment = byName(objects, 'Deployment', 'web-server');
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'forty-two-hundred';
    expect(schemaProblems(deployment)).toEqual([expect.stringContaining('containerPort must be integer')]);
    const pg = byName(objects, 'Cluster', 'resellpk-pg');
    delete pg.spec.backup.barmanObjectStore.wal;
    expect(schemaProblems(pg)).toEqual(['Cluster/resellpk-pg: the WAL archive (barmanObjectStore.wal) is not configured']);
  });
});
