import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { caseArbitrary, sampleOf, type FuzzCase } from './fuzz/inputs';
import { describeAnswer, problemsOf, SLOW_MS } from './fuzz/checks';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/operations';
import { createSender, type Answer } from './fuzz/send';

/**
 * Every operation of /api/docs-json, as a visitor, a reseller and an admin, gets property-based
 * hostile input (fast-check) built from its OpenAPI entry alone: a route is covered the day it is
 * added. It fails on a 5xx, an answer slower than SLOW_MS, a status the document does not list,
 * an error body not in the error shape, input the document forbids being accepted, or a stack
 * that is not healthy afterwards. docs/fuzzing.md says what it sends and how to replay a seed.
 *
 *   FUZZ_SEED=<n>        replay a run (the seed is printed every run; fixed when CI is set)
 *   FUZZ_ONLY=<text>     only the pairs whose "role METHOD /path" contains the text
 *   FUZZ_BUDGET_MS=<ms>  time for the fuzzing itself (default 45 s)
 */
const API = process.env.E2E_API_URL as string;
const PASSWORD = 'Demo@12345';
const CI_SEED = 20_141;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS || 45_000);
const CONCURRENCY = 4;
/** Runs for a pair whose role the route refuses outright (401/403): the parser still runs first. */
const REFUSED_RUNS = 12;
const MAX_RUNS = 2_000;

type Role = 'visitor' | 'reseller' | 'admin';
const ROLES: Role[] = ['visitor', 'reseller', 'admin'];

interface Pair {
  role: Role;
  op: Operation;
  seed: number;
}

/** A seed per pair from the run's seed and the pair's name: replays do not depend on order or speed. */
function pairSeed(base: number, name: string): number {
  let h = base | 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface Session {
  accessToken: string;
  user: { id: string };
}

/** Tokens of accounts made for this run, so fuzzed writes to /me land on nobody's demo account. */
async function fuzzAccounts(request: APIRequestContext): Promise<Record<Role, string | undefined>> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const signup = async (who: string) =>
    json<Session>(
      await request.post(`${API}/api/v1/auth/signup`, {
        data: { name: `Fuzz ${who}`, email: `fuzz-${who}-${tag}@example.pk`, whatsappNumber: `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, password: 'Fuzz-Passw0rd' },
      }),
      `signup ${who}`,
    );
  const reseller = await signup('reseller');
  const future = await signup('admin');
  const admin = await json<Session>(await request.post(`${API}/api/v1/auth/login`, { data: { email: 'admin@demo.pk', password: PASSWORD } }), 'login admin@demo.pk');
  await json(await request.patch(`${API}/api/v1/admin/users/${future.user.id}/role`, { data: { role: 'admin' }, headers: { Authorization: `Bearer ${admin.accessToken}` } }), 'promote the fuzz admin');
  // the role is in the token: log in again
  const fuzzAdmin = await json<Session>(await request.post(`${API}/api/v1/auth/login`, { data: { email: `fuzz-admin-${tag}@example.pk`, password: 'Fuzz-Passw0rd' } }), 'login fuzz admin');
  return { visitor: undefined, reseller: reseller.accessToken, admin: fuzzAdmin.accessToken };
}

interface DemoUser {
  email: string;
  role: string;
  plan: string;
}
async function demoAccounts(request: APIRequestContext): Promise<DemoUser[]> {
  const admin = await json<Session>(await request.post(`${API}/api/v1/auth/login`, { data: { email: 'admin@demo.pk', password: PASSWORD } }), 'login admin@demo.pk');
  const users = await json<DemoUser[]>(await request.get(`${API}/api/v1/admin/users`, { headers: { Authorization: `Bearer ${admin.accessToken}` } }), 'list users');
  return users.filter((u) => u.email.endsWith('@demo.pk')).map(({ email, role, plan }) => ({ email, role, plan })).sort((a, b) => a.email.localeCompare(b.email));
}

test('every operation of the OpenAPI document survives malformed input', async ({ request }, testInfo) => {
  test.setTimeout(BUDGET_MS + 90_000);
  console.log(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`);
  testInfo.annotations.push({ type: 'fuzz seed', description: `FUZZ_SEED=${seed}` });

  const doc = await json<OpenApiDocument>(await request.get(`${API}/api/docs-json`), 'OpenAPI document');
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(30);
  const demoBefore = await demoAccounts(request);
  const tokens = await fuzzAccounts(request);

  const only = process.env.FUZZ_ONLY;
  const pairs: Pair[] = ROLES.flatMap((role) => operations.map((op) => ({ role, op, seed: pairSeed(seed, `${role} ${op.key}`) }))).filter(
    (p) => !only || `${p.role} ${p.op.key}`.includes(only),
  );
  expect(pairs.length).toBeGreaterThan(0);

  const sender = createSender(API, CONCURRENCY * 2, SLOW_MS * 4);
  const statuses = new Map<number, number>();
  let requests = 0;
  let slowest = { ms: 0, what: '' };
  const send = async (pair: Pair, c: FuzzCase): Promise<Answer> => {
    const headers = { ...(tokens[pair.role] ? { authorization: `Bearer ${tokens[pair.role]}` } : {}), ...c.headers };
    const answer = await sender.send({ method: pair.op.method, target: c.target, headers, body: c.body });
    requests++;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what: `${pair.role} ${pair.op.method} ${c.target.slice(0, 80)}` };
    return answer;
  };

  const failures: string[] = [];
  const started = Date.now();
  const deadline = started + BUDGET_MS;
  let next = 0;
  let left = pairs.length;
  const worker = async () => {
    while (next < pairs.length) {
      const pair = pairs[next++];
      // the documented example first: a role the route refuses outright gets a few runs only
      const exampleRequest = exampleCase(pair.op);
      const example = await send(pair, exampleRequest);
      const exampleProblems = problemsOf(pair.op, exampleRequest, example);
      if (exampleProblems.length) failures.push(`${pair.role} ${pair.op.key}, the documented example: ${exampleProblems.join('; ')}\n    answer: ${describeAnswer(example)}`);
      const refused = example.status === 401 || example.status === 403;
      const timeLimit = Math.max(250, ((deadline - Date.now()) * CONCURRENCY) / left);
      const details = await fc.check(
        fc.asyncProperty(caseArbitrary(pair.op), async (c) => {
          const answer = await send(pair, c);
          const problems = problemsOf(pair.op, c, answer);
          if (problems.length) throw new Error(`${problems.join('; ')}\n    answer: ${describeAnswer(answer)}`);
        }),
        { seed: pair.seed, numRuns: refused ? REFUSED_RUNS : MAX_RUNS, interruptAfterTimeLimit: timeLimit, markInterruptAsFailure: false },
      );
      left--;
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(`${pair.role} ${pair.op.key} (pair seed ${pair.seed}): ${error}\n${fc.defaultReportMessage(details)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const fuzzMs = Date.now() - started;
  sender.close();

  const summary = {
    seed,
    operations: operations.length,
    pairs: pairs.length,
    requests,
    seconds: Math.round(fuzzMs / 100) / 10,
    requestsPerSecond: Math.round(requests / (fuzzMs / 1000)),
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    slowest,
  };
  console.log(`fuzz: ${JSON.stringify(summary)}`);
  await testInfo.attach('fuzz-summary.json', { body: JSON.stringify(summary, null, 2), contentType: 'application/json' });

  expect(failures, `fuzz seed ${seed}: replay with FUZZ_SEED=${seed}\n\n${failures.join('\n\n')}`).toEqual([]);

  // the stack is healthy afterwards: gateway and its dependencies, every service, a real request
  const health = await request.get(`${API}/api/health`);
  expect(health.status(), await health.text()).toBe(200);
  expect((await health.json()).status).toBe('ok');
  const services = (process.env.E2E_SERVICE_HEALTH_URLS ?? '').split(',').filter(Boolean);
  expect(services.length).toBe(6);
  for (const url of services) expect((await request.get(url)).status(), url).toBe(200);
  const login = await request.post(`${API}/api/v1/auth/login`, { data: { email: 'free@demo.pk', password: PASSWORD } });
  expect(login.status()).toBe(200);
  expect((await request.get(`${API}/api/v1/products`)).status()).toBe(200);
  // and the demo accounts are as they were (no role or plan changed by anything the fuzzer sent)
  expect(await demoAccounts(request)).toEqual(demoBefore);
});

/** The request the document calls valid: example body, first path ids made up (they exist nowhere). */
function exampleCase(op: Operation): FuzzCase {
  const target = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
  if (op.body?.kind !== 'json') return { target, headers: {}, broken: 'nothing', mustRefuse: false };
  return { target, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(sampleOf(op.body.schema))), broken: 'nothing', mustRefuse: false };
}
