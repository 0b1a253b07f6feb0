/**
 * The rules every rendered overlay of infra/k8s keeps (tools/deploy/k8s-manifests.spec.ts): Kubernetes
 * schemas for the core objects (kubernetes-models), minimal checks of their own for the
 * CloudNativePG objects (their CRDs are not installed here), and the operator's rules: limits and
 * probes, pinned images, no secret in a plain value, every service with its Deployment, migration
 * Job, PodDisruptionBudget and NetworkPolicy.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { SERVICE_LIST } from '@resellpk/contracts';
import { appPasswordVariable, ownerPasswordVariable } from '../db-provision/provision-databases';
import { DEPLOYED_APPS } from './deployed-apps';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string> };

export const K8S_DIR = path.resolve(__dirname, '../../infra/k8s');
export const OVERLAYS = ['staging', 'production'];

export function renderOverlay(overlay: string, dir = K8S_DIR): K8sObject[] {
  const out = execFileSync('kubectl', ['kustomize', path.join(dir, 'overlays', overlay)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return parseAllDocuments(out).map((d) => d.toJSON() as K8sObject).filter(Boolean);
}

const CNPG = 'postgresql.cnpg.io/v1';
const id = (o: K8sObject) => `${o.kind}/${o.metadata?.name}`;

/** Kubernetes' own schema of a core object; CloudNativePG's objects by checks of our own. */
export function schemaProblems(o: K8sObject): string[] {
  if (o.apiVersion === CNPG) return cnpgProblems(o);
  const module = o.apiVersion.includes('/') ? `kubernetes-models/${o.apiVersion}` : 'kubernetes-models/v1';
  let Model: (new (data: unknown) => { validate(): void }) | undefined;
  try {
    Model = require(module)[o.kind];
  } catch {
    Model = undefined;
  }
  if (!Model) return [`${id(o)}: no schema for ${o.apiVersion} ${o.kind}`];
  try {
    new Model(o).validate();
    return [];
  } catch (error) {
    return [`${id(o)}: ${(error as Error).message}`];
  }
}

/** What CloudNativePG needs of a Cluster and a ScheduledBackup (the CRD is not installed here). */
function cnpgProblems(o: K8sObject): string[] {
  const problems: string[] = [];
  const s = o.spec ?? {};
  if (o.kind === 'Cluster') {
    if (!Number.isInteger(s.instances) || s.instances < 2) problems.push(`${id(o)}: spec.instances must be 2 or more (a standby to fail over to)`);
    const store = s.backup?.barmanObjectStore;
    if (!store?.destinationPath?.startsWith('s3://') && !store?.destinationPath?.startsWith('gs://') && !store?.destinationPath?.startsWith('https://'))
      problems.push(`${id(o)}: spec.backup.barmanObjectStore.destinationPath must name the object storage`);
    if (!store?.s3Credentials?.accessKeyId?.name || !store?.s3Credentials?.secretAccessKey?.name) problems.push(`${id(o)}: the object storage credentials must come from a Secret`);
    if (!store?.wal) problems.push(`${id(o)}: the WAL archive (barmanObjectStore.wal) is not configured`);
    if (!s.storage?.size) problems.push(`${id(o)}: spec.storage.size is required`);
    if (!s.superuserSecret?.name) problems.push(`${id(o)}: the superuser's password must come from a Secret (superuserSecret)`);
  } else if (o.kind === 'ScheduledBackup') {
    if (!s.cluster?.name) problems.push(`${id(o)}: spec.cluster.name is required`);
    if (typeof s.schedule !== 'string' || s.schedule.trim().split(/\s+/).length !== 6) problems.push(`${id(o)}: spec.schedule must be a six-field cron expression`);
  } else {
    problems.push(`${id(o)}: unknown CloudNativePG kind`);
  }
  return problems;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Container = any;

function podSpecOf(o: K8sObject) {
  if (['Deployment', 'StatefulSet', 'Job', 'DaemonSet'].includes(o.kind)) return o.spec?.template?.spec;
  if (o.kind === 'CronJob') return o.spec?.jobTemplate?.spec?.template?.spec;
  return undefined;
}

function containersOf(o: K8sObject): Container[] {
  const pod = podSpecOf(o);
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : [];
}

/** Every container has requests and limits of CPU and memory. */
export function limitProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    for (const c of containersOf(o)) {
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (!c.resources?.[kind]?.[resource]) problems.push(`${id(o)} container ${c.name}: no ${kind}.${resource}`);
        }
      }
    }
  }
  return problems;
}

/** Every long-running container has a readiness and a liveness probe, on a port it declares. */
export function probeProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'StatefulSet')) {
    for (const c of podSpecOf(o)?.containers ?? []) {
      const ports = new Set<string | number>((c.ports ?? []).flatMap((p: { name?: string; containerPort: number }) => [p.name, p.containerPort]).filter((p: unknown) => p !== undefined));
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        const p = c[probe];
        if (!p) {
          problems.push(`${id(o)} container ${c.name}: no ${probe}`);
          continue;
        }
        const port = p.httpGet?.port ?? p.tcpSocket?.port ?? p.grpc?.port;
        if (port !== undefined && !ports.has(port)) problems.push(`${id(o)} container ${c.name}: ${probe} on port ${port}, which it does not declare`);
      }
    }
  }
  return problems;
}

/** Every image names a tag (or digest) that is not `latest`. */
export function imageProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    for (const c of containersOf(o)) {
      const image = String(c.image ?? '');
      if (image.includes('@sha256:')) continue;
      const tag = image.slice(image.lastIndexOf('/') + 1).split(':')[1];
      if (!tag) problems.push(`${id(o)} container ${c.name}: image ${image} has no tag (it would be latest)`);
      else if (tag === 'latest') problems.push(`${id(o)} container ${c.name}: image ${image} is tagged latest`);
    }
  }
  return problems;
}

const SECRET_NAME = /(PASSWORD|PASSWD|SECRET|TOKEN|PRIVATE|API_KEY|_KEYS?$|CREDENTIALS?)/i;
/** a URL with a password in it, unless the password is a `$(VAR)` reference to a secretKeyRef */
const URL_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:(?!\$\()[^@\s]+@/i;

/** No secret in a plain value: env values, ConfigMaps; Secrets are created in the cluster, never committed. */
export function plainSecretProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    if (o.kind === 'Secret') problems.push(`${id(o)}: a Secret is committed; reference one created in the cluster (docs/deployment.md)`);
    if (o.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries(o.data ?? {})) {
        if (SECRET_NAME.test(key)) problems.push(`${id(o)}: ${key} looks like a secret in a ConfigMap`);
        if (URL_WITH_PASSWORD.test(value)) problems.push(`${id(o)}: ${key} holds a URL with a password`);
      }
    }
    for (const c of containersOf(o)) {
      for (const e of c.env ?? []) {
        if (e.value === undefined) continue;
        const value = String(e.value);
        if (SECRET_NAME.test(e.name) && value !== '' && !/^\$\([A-Z0-9_]+\)$/.test(value)) problems.push(`${id(o)} container ${c.name}: ${e.name} is a plain value; use a secretKeyRef`);
        if (URL_WITH_PASSWORD.test(value)) problems.push(`${id(o)} container ${c.name}: ${e.name} holds a URL with a password`);
      }
    }
  }
  return problems;
}

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

/**
 * Every app of the service list (plus the gateway and the web server) has its Deployment, a
 * PodDisruptionBudget and a NetworkPolicy selecting its pods; every service a migration Job and
 * its two database roles; the db-provision Job gives every role its password from a Secret.
 */
export function coverageProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const apps = [...SERVICE_LIST.map((s) => s.app), 'gateway', 'web-server'];
  for (const app of apps) {
    const deployment = find('Deployment', app);
    if (!deployment) {
      problems.push(`${app}: no Deployment`);
      continue;
    }
    const podLabels = deployment.spec.template.metadata.labels ?? {};
    if (!objects.some((o) => o.kind === 'PodDisruptionBudget' && selects(o.spec?.selector?.matchLabels, podLabels))) problems.push(`${app}: no PodDisruptionBudget`);
    if (!objects.some((o) => o.kind === 'NetworkPolicy' && selects(o.spec?.podSelector?.matchLabels, podLabels))) problems.push(`${app}: no NetworkPolicy`);
  }
  for (const s of SERVICE_LIST) {
    const job = find('Job', `${s.app}-migrate`);
    const env = (o: K8sObject | undefined) => Object.fromEntries((o?.spec?.template?.spec?.containers?.[0]?.env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value]));
    if (!job) problems.push(`${s.app}: no migration Job (${s.app}-migrate)`);
    else if (env(job).MIGRATE_ONLY !== '1') problems.push(`${s.app}: its migration Job does not set MIGRATE_ONLY=1`);
    // applied before the apps on an empty cluster (docs/deployment.md): it needs a policy of its own
    const jobLabels = job?.spec?.template?.metadata?.labels ?? {};
    if (job && !objects.some((o) => o.kind === 'NetworkPolicy' && o.metadata.labels?.['app.kubernetes.io/component'] === 'migration' && selects(o.spec?.podSelector?.matchLabels, jobLabels)))
      problems.push(`${s.app}: no NetworkPolicy of its migration Job`);
    const served = env(find('Deployment', s.app));
    if (served.DB_USER !== `resellpk_${s.database}_app` || served.DB_MIGRATION_USER !== `resellpk_${s.database}_owner`)
      problems.push(`${s.app}: must serve as resellpk_${s.database}_app and migrate as resellpk_${s.database}_owner`);
  }
  for (const a of DEPLOYED_APPS.filter((x) => x.autoscaled)) {
    if (!objects.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === a.app)) problems.push(`${a.app}: no HorizontalPodAutoscaler`);
  }
  const provision = find('Job', 'db-provision');
  if (!provision) problems.push('no db-provision Job');
  else {
    const env = new Map<string, { valueFrom?: { secretKeyRef?: unknown } }>(provision.spec.template.spec.containers[0].env.map((e: { name: string }) => [e.name, e]));
    const variables = [...SERVICE_LIST.flatMap((s) => [appPasswordVariable(s.name), ownerPasswordVariable(s.name)]), appPasswordVariable('gateway')];
    for (const v of variables) if (!env.get(v)?.valueFrom?.secretKeyRef) problems.push(`db-provision: ${v} is not taken from a Secret`);
  }
  return problems;
}

const INGRESS_NAMESPACE = 'ingress-nginx';

/** Only the web server and the gateway are reachable from the ingress, and the Ingress routes only to them. */
export function exposureProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const exposed = new Set(['gateway', 'web-server']);
  for (const o of objects.filter((x) => x.kind === 'NetworkPolicy')) {
    const fromIngress = (o.spec?.ingress ?? []).some((rule: { from?: Array<{ namespaceSelector?: { matchLabels?: Record<string, string> } }> }) =>
      (rule.from ?? []).some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === INGRESS_NAMESPACE),
    );
    const target = o.spec?.podSelector?.matchLabels?.['app.kubernetes.io/name'];
    if (fromIngress && !exposed.has(target)) problems.push(`${id(o)}: admits the ingress controller to ${target ?? 'every pod'}`);
  }
  for (const o of objects.filter((x) => x.kind === 'Ingress')) {
    for (const rule of o.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const service = p.backend?.service?.name;
        if (!exposed.has(service)) problems.push(`${id(o)}: routes ${rule.host}${p.path} to ${service}`);
      }
    }
  }
  return problems;
}
