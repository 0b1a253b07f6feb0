import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MSG } from '@resellpk/domain';
import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { signAccessToken } from './access-token';
import { AuthModule } from './auth.module';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser, OptionalAuth, Public, Roles } from './decorators';

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const otherKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

@Controller('open')
class OpenController {
  @Public()
  @Get()
  open() {
    return { open: true };
  }
}

@Controller('catalogue')
class CatalogueController {
  @OptionalAuth()
  @Get()
  list(@CurrentUser() user?: AuthenticatedUser) {
    return { user: user ?? null };
  }
}

@Controller('things')
class ThingsController {
  @Get('mine')
  mine(@CurrentUser() user: AuthenticatedUser, @CurrentUser('userId') id: string) {
    return { user, id };
  }

  @Roles('admin', 'topup_helper')
  @Get('topups')
  topups() {
    return { ok: true };
  }

  @Roles('admin')
  @Get('users')
  users() {
    return { ok: true };
  }
}

@Roles('admin')
@Controller('admin-area')
class AdminAreaController {
  @Get()
  list() {
    return { ok: true };
  }
  @Roles('admin', 'topup_helper')
  @Get('shared')
  shared() {
    return { ok: true };
  }
}

const token = (role: 'admin' | 'topup_helper' | 'reseller') =>
  signAccessToken({ sub: `user-${role}`, role, plan: 'free', sid: 'sid-1' }, keys.privateKey);

describe('AuthGuard', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AuthModule.forRoot({ accessTokenPublicKey: keys.publicKey })],
      controllers: [OpenController, ThingsController, AdminAreaController, CatalogueController],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  const get = (path: string, role?: 'admin' | 'topup_helper' | 'reseller') => {
    const req = request(app.getHttpServer()).get(path);
    return role ? req.set('Authorization', `Bearer ${token(role)}`) : req;
  };

  it('lets anyone reach a @Public route', async () => {
    await get('/open').expect(200, { open: true });
  });

  it('refuses an anonymous caller with the spec message', async () => {
    const res = await get('/things/mine').expect(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: MSG.authRequired });
  });

  it('refuses a bad or foreign token', async () => {
    await request(app.getHttpServer()).get('/things/mine').set('Authorization', 'Bearer nope').expect(401);
    const foreign = signAccessToken({ sub: 'x', role: 'admin', plan: 'free', sid: 's' }, otherKeys.privateKey);
    await request(app.getHttpServer()).get('/things/mine').set('Authorization', `Bearer ${foreign}`).expect(401);
  });

  it('exposes the caller through @CurrentUser', async () => {
    const res = await get('/things/mine', 'reseller').expect(200);
    expect(res.body).toEqual({
      user: { userId: 'user-reseller', role: 'reseller', plan: 'free', sessionId: 'sid-1' },
      id: 'user-reseller',
    });
  });

  it('answers 403 with the staff message on routes open to any staff member', async () => {
    const res = await get('/things/topups', 'reseller').expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.staffPermissionRequired });
    await get('/things/topups', 'topup_helper').expect(200);
    await get('/things/topups', 'admin').expect(200);
  });

  it('answers 403 with the admin message on admin-only routes', async () => {
    const res = await get('/things/users', 'topup_helper').expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.adminRequired });
    await get('/things/users', 'admin').expect(200);
  });

  it('applies class-level roles and lets a handler widen them', async () => {
    await get('/admin-area', 'topup_helper').expect(403);
    await get('/admin-area', 'admin').expect(200);
    await get('/admin-area/shared', 'topup_helper').expect(200);
    await get('/admin-area/shared', 'reseller').expect(403);
  });

  describe('@OptionalAuth', () => {
    it('serves an anonymous caller as a visitor', async () => {
      await get('/catalogue').expect(200, { user: null });
    });
    it('uses a valid token', async () => {
      const res = await get('/catalogue', 'reseller').expect(200);
      expect(res.body.user).toMatchObject({ userId: 'user-reseller', role: 'reseller', plan: 'free' });
    });
    it('refuses an invalid, expired or malformed token with 401 so the client refreshes', async () => {
      const expired = signAccessToken({ sub: 'u', role: 'reseller', plan: 'premium', sid: 's' }, keys.privateKey, -5);
      for (const header of [`Bearer ${expired}`, 'Bearer not.a.jwt', 'Basic abc']) {
        const res = await request(app.getHttpServer()).get('/catalogue').set('Authorization', header).expect(401);
        expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: MSG.authRequired });
      }
    });
  });
});
