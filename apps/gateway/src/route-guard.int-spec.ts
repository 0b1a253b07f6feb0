import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, VERSION_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY, ROLES_KEY } from '@resellpk/backend-auth';
import { ROLES, STAFF_ROLES, type Role } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import request from 'supertest';
import { ROUTE_PROTECTION, rolesOf, type RouteProtection } from './route-protection';
import { startGateway, type RunningGateway } from './testing/gateway-harness';

/**
 * Walks every HTTP route the running gateway serves, so a route added later is covered without
 * anyone remembering: anonymous -> 401 unless @Public; reseller -> 403 on every staff route; and
 * every route's protection must be the one written down in route-protection.ts.
 */
interface DiscoveredRoute {
  method: string;
  path: string;
  isPublic: boolean;
  optionalAuth: boolean;
  roles: Role[];
}

function protectionOf(route: DiscoveredRoute): RouteProtection {
  if (route.optionalAuth) return 'optional-auth';
  if (route.isPublic) return 'public';
  return route.roles.length ? `roles: ${route.roles.join(', ')}` : 'authenticated';
}

const joinPath = (...parts: string[]) =>
  '/' + parts.flatMap((p) => p.split('/')).filter(Boolean).join('/');

/** Routes from Nest's metadata, with the same prefix and version rules the app applies. */
function controllerRoutes(gw: RunningGateway): DiscoveredRoute[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: DiscoveredRoute[] = [];
  const controllers = [...gw.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const proto = Object.getPrototypeOf(instance);
    const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '/');
    const controllerVersion = Reflect.getMetadata(VERSION_METADATA, metatype);
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name];
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler);
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const version = Reflect.getMetadata(VERSION_METADATA, handler) ?? controllerVersion ?? '1';
      const versionSegment = typeof version === 'symbol' ? '' : `v${version}`;
      const isPublic = !!reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, metatype]);
      const optionalAuth = !!reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, [handler, metatype]);
      const roles = reflector.getAllAndOverride<Role[]>(ROLES_KEY, [handler, metatype]) ?? [];
      for (const base of controllerPaths) {
        for (const sub of ([] as string[]).concat(methodPath)) {
          routes.push({ method, path: joinPath('api', versionSegment, base, sub), isPublic, optionalAuth, roles });
        }
      }
    }
  }
  return routes;
}

/** Routes Fastify actually serves (recorded by the harness as they were registered), as "METHOD /path". */
function servedRoutes(gw: RunningGateway): Set<string> {
  const out = new Set<string>();
  for (const key of gw.servedRoutes) {
    const [method, path] = key.split(' ');
    // Fastify answers HEAD for every GET route by itself; @fastify/cors answers preflights on `OPTIONS *`
    if (method === 'HEAD' && gw.servedRoutes.has(`GET ${path}`)) continue;
    if (method === 'OPTIONS' && path === '*') continue;
    out.add(`${method} ${path}`);
  }
  return out;
}

const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');
const isStaffRoute = (r: DiscoveredRoute) =>
  r.path.startsWith('/api/v1/admin/') || r.path === '/api/v1/admin' || r.roles.some((role) => STAFF_ROLES.includes(role));

describe('every gateway route is guarded', () => {
  let gw: RunningGateway;
  let routes: DiscoveredRoute[];

  beforeAll(async () => {
    gw = await startGateway();
    routes = controllerRoutes(gw);
  });
  afterAll(() => gw?.close());

  it('discovers the routes the app serves, including the admin ones', () => {
    expect(routes.length).toBeGreaterThan(5);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/v1/admin/users', 'PATCH /api/v1/admin/users/:id/role', 'GET /api/v1/me', 'GET /api/health']));
    // metadata and the router agree: nothing served that the walk below would miss
    const served = servedRoutes(gw);
    for (const key of keys) expect(served).toContain(key);
    const unexplained = [...served].filter((key) => !keys.includes(key) && !key.includes('/api/docs'));
    expect(unexplained).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every route that is not @Public', async () => {
    const guarded = routes.filter((r) => !r.isPublic);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await request(gw.url)[route.method.toLowerCase() as 'get'](concrete(route.path)).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status, message: res.body.message }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        message: MSG.authRequired,
      });
    }
  });

  it('answers 403 to a reseller on every staff route', async () => {
    const staff = routes.filter(isStaffRoute);
    expect(staff.map((r) => r.path)).toContain('/api/v1/admin/users');
    const token = gw.token('reseller');
    for (const route of staff) {
      expect(route.isPublic).toBe(false);
      const res = await request(gw.url)[route.method.toLowerCase() as 'get'](concrete(route.path))
        .set('Authorization', `Bearer ${token}`)
        .send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status, code: res.body.code }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  describe('the committed protection list (route-protection.ts)', () => {
    const key = (r: DiscoveredRoute) => `${r.method} ${r.path}`;
    const call = (route: DiscoveredRoute, authorization?: string) => {
      const req = request(gw.url)[route.method.toLowerCase() as 'get'](concrete(route.path));
      return (authorization ? req.set('Authorization', authorization) : req).send({});
    };
    /** What the auth guard answers when it refuses; anything else means the guard let the call through. */
    const refusedByGuard = (res: request.Response) =>
      (res.status === 401 && res.body.message === MSG.authRequired) || (res.status === 403 && res.body.code === 'FORBIDDEN');

    it('names every route the app serves with the protection it has (a new, removed or changed route must update the list)', () => {
      const running = Object.fromEntries(routes.map((r) => [key(r), protectionOf(r)]));
      // toEqual shows the routes that were added, removed or changed
      expect(running).toEqual(ROUTE_PROTECTION);
      // and the router serves exactly these (HEAD, CORS preflight and the docs aside)
      const served = [...servedRoutes(gw)].filter((k) => !k.includes('/api/docs')).sort();
      expect(served).toEqual(Object.keys(ROUTE_PROTECTION).sort());
    });

    it('public routes ignore the token; optional-auth routes serve visitors and refuse a bad token', async () => {
      for (const route of routes.filter((r) => r.isPublic)) {
        const anonymous = await call(route);
        expect({ route: key(route), refused: refusedByGuard(anonymous) }).toEqual({ route: key(route), refused: false });
        const badToken = await call(route, 'Bearer not.a.jwt');
        expect({ route: key(route), refused: refusedByGuard(badToken) }).toEqual({ route: key(route), refused: route.optionalAuth });
      }
    });

    it('every role a route lists gets past the guard; every other role gets 403', async () => {
      for (const route of routes.filter((r) => !r.isPublic)) {
        const allowed = rolesOf(ROUTE_PROTECTION[key(route)] ?? 'authenticated');
        for (const role of ROLES) {
          const res = await call(route, `Bearer ${gw.token(role)}`);
          const admitted = allowed.length === 0 || allowed.includes(role);
          expect({ route: key(route), role, refused: refusedByGuard(res), status: admitted ? 'any' : res.status }).toEqual({
            route: key(route),
            role,
            refused: !admitted,
            status: admitted ? 'any' : 403,
          });
        }
      }
    });
  });

  it('refuses an expired or forged token like no token', async () => {
    const res = await request(gw.url).get('/api/v1/me').set('Authorization', 'Bearer not.a.jwt');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: MSG.authRequired });
    expect(res.body.correlationId).toEqual(res.headers['x-correlation-id']);
  });
});
