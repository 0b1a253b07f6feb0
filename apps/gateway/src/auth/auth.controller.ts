import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiNoContentResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Public } from '@resellpk/backend-auth';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { IdentitySubjects, type IssuedSession, type RequestContext, type SecondFactorChallenge } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/http/api-docs';
import { Client, Ctx, type ClientInfo } from '../common/http/request-context';
import { LimitFailedLoginsPerAccount } from '../common/throttling/account-login-limit.interceptor';
import { RateLimit } from '../common/throttling/rate-limit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { LoginDto } from './dto/login.dto';
import { PasswordResetConfirmDto, PasswordResetDto } from './dto/password-reset.dto';
import { ChallengeCodeDto, ChallengeDto, EnrolledSessionResponseDto, SecondFactorRequiredDto, TotpEnrolmentDto } from './dto/second-factor.dto';
import { SessionResponseDto } from './dto/session-response.dto';
import { SignupDto } from './dto/signup.dto';
import { clearRefreshCookie, hasRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setPageTokenCookie, setRefreshCookie } from './refresh-cookie';
import { ensureDeviceCookie } from './device-cookie';
import { SameOriginOnly } from './same-origin.guard';
import { GatewayBus } from '../common/bus/gateway-bus';

@ApiTags('auth')
@ApiExtraModels(SessionResponseDto, SecondFactorRequiredDto)
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly bus: GatewayBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('signup')
  @RateLimit('signup')
  @SameOriginOnly()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create a reseller account and start a session (sets the rpk_refresh cookie)' })
  @ApiResponse({ status: 201, type: SessionResponseDto })
  @ApiErrors(400, 409)
  async signup(
    @Body() dto: SignupDto,
    @Ctx() ctx: RequestContext,
    @Client() client: ClientInfo,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SessionResponseDto> {
    const session = await this.bus.call(IdentitySubjects.signup, ctx, { ...dto, referralCode: dto.referralCode ?? null, ...client });
    return this.startSession(req, res, session);
  }

  @Post('login')
  @RateLimit('login')
  @SameOriginOnly()
  @LimitFailedLoginsPerAccount()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log in with email and password (sets the rpk_refresh cookie)',
    description:
      'Staff with two-factor sign-in on (or required to set it up) get no session and no cookie here: the answer is `{secondFactor, challenge}`, ' +
      'and the session comes from POST /auth/login/second-factor (or, for `setup`, from POST /auth/login/second-factor/setup/confirm).',
  })
  @ApiResponse({ status: 200, schema: { oneOf: [{ $ref: getSchemaPath(SessionResponseDto) }, { $ref: getSchemaPath(SecondFactorRequiredDto) }] } })
  @ApiErrors(400, 401)
  async login(
    @Body() dto: LoginDto,
    @Ctx() ctx: RequestContext,
    @Client() client: ClientInfo,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SessionResponseDto | SecondFactorRequiredDto> {
    const step = await this.bus.call(IdentitySubjects.beginLogin, ctx, { email: dto.email, password: dto.password, ...client });
    // the password alone is not a staff session: no cookie until the second step
    if (step.challenge) return secondFactorRequired(step.challenge);
    if (!step.session) throw new ServiceFailure('INTERNAL', MSG.somethingWentWrong);
    return this.startSession(req, res, step.session);
  }

  @Post('login/second-factor')
  @RateLimit('login')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The second step of a staff login: the challenge and a code from the authenticator app or a recovery code (sets the rpk_refresh cookie)' })
  @ApiResponse({ status: 200, type: SessionResponseDto })
  @ApiErrors(400, 401)
  async secondFactor(
    @Body() dto: ChallengeCodeDto,
    @Ctx() ctx: RequestContext,
    @Client() client: ClientInfo,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SessionResponseDto> {
    const session = await this.bus.call(IdentitySubjects.completeLogin, ctx, { challengeToken: dto.challenge, code: dto.code, ...client });
    return this.startSession(req, res, session);
  }

  @Post('login/second-factor/setup')
  @RateLimit('login')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'First sign-in of staff who must set up two-factor sign-in: a new secret for the authenticator app (QR code and text)' })
  @ApiResponse({ status: 200, type: TotpEnrolmentDto })
  @ApiErrors(400, 401)
  startSetup(@Body() dto: ChallengeDto, @Ctx() ctx: RequestContext): Promise<TotpEnrolmentDto> {
    return this.bus.call(IdentitySubjects.startLoginEnrolment, ctx, { challengeToken: dto.challenge });
  }

  @Post('login/second-factor/setup/confirm')
  @RateLimit('login')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The first code from the app turns two-factor sign-in on and signs in (sets the rpk_refresh cookie); the recovery codes come this once' })
  @ApiResponse({ status: 200, type: EnrolledSessionResponseDto })
  @ApiErrors(400, 401)
  async confirmSetup(
    @Body() dto: ChallengeCodeDto,
    @Ctx() ctx: RequestContext,
    @Client() client: ClientInfo,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<EnrolledSessionResponseDto> {
    const enrolled = await this.bus.call(IdentitySubjects.confirmLoginEnrolment, ctx, { challengeToken: dto.challenge, code: dto.code, ...client });
    return { ...this.startSession(req, res, enrolled.session), recoveryCodes: enrolled.recoveryCodes };
  }

  @Post('refresh')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Exchange the refresh cookie for a new access token; rotates the cookie' })
  @ApiResponse({ status: 200, type: SessionResponseDto })
  @ApiNoContentResponse({ description: 'No session: the request carried no refresh cookie (a visitor who never logged in, or logged out). Not an error.' })
  @ApiErrors(401)
  async refresh(@Req() req: FastifyRequest, @Ctx() ctx: RequestContext, @Client() client: ClientInfo, @Res({ passthrough: true }) res: FastifyReply): Promise<SessionResponseDto | void> {
    // every page load asks; a browser without the cookie simply has no session, so no 401 in its console
    if (!hasRefreshCookie(req)) {
      res.status(HttpStatus.NO_CONTENT);
      return;
    }
    const refreshToken = readRefreshCookie(req);
    if (!refreshToken) throw new UnauthorizedException({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    // the browser's device: a replay of the token just rotated gets a successor only from the device that rotated it
    const deviceId = ensureDeviceCookie(req, res, this.config);
    try {
      const session = await this.bus.call(IdentitySubjects.refresh, ctx, { refreshToken, deviceId, ...client });
      return this.startSession(req, res, session);
    } catch (err) {
      // a refused token (expired, revoked, reused) is dead: drop it so the browser stops sending it
      if (err instanceof ServiceFailure && err.code === 'UNAUTHORIZED') clearRefreshCookie(res, this.config.COOKIE_SECURE);
      throw err;
    }
  }

  @Post('logout')
  @SameOriginOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Revoke the session of the refresh cookie and clear the cookie' })
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiErrors()
  async logout(@Req() req: FastifyRequest, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    const refreshToken = readRefreshCookie(req);
    clearRefreshCookie(res, this.config.COOKIE_SECURE);
    if (!refreshToken) return;
    try {
      await this.bus.call(IdentitySubjects.logout, ctx, { refreshToken });
    } catch (err) {
      // an already revoked or unknown token means the user is logged out anyway
      if (!(err instanceof ServiceFailure && err.code === 'UNAUTHORIZED')) throw err;
    }
  }

  @Post('password-reset')
  @RateLimit('passwordReset')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Email a single-use password reset link; answers 202 whether or not the email is registered' })
  @ApiResponse({ status: 202, description: 'Accepted' })
  @ApiErrors(400)
  async requestPasswordReset(@Body() dto: PasswordResetDto, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest): Promise<void> {
    await this.bus.call(IdentitySubjects.requestPasswordReset, ctx, { email: dto.email, appOrigin: this.allowedOrigin(req) });
  }

  @Post('password-reset/confirm')
  @RateLimit('passwordReset')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Set a new password with the emailed token (works once)' })
  @ApiNoContentResponse({ description: 'Password changed' })
  @ApiErrors(400)
  async confirmPasswordReset(@Body() dto: PasswordResetConfirmDto, @Ctx() ctx: RequestContext): Promise<void> {
    await this.bus.call(IdentitySubjects.confirmPasswordReset, ctx, { token: dto.token, password: dto.password });
  }

  private startSession(req: FastifyRequest, res: FastifyReply, session: IssuedSession): SessionResponseDto {
    ensureDeviceCookie(req, res, this.config);
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, this.config.COOKIE_SECURE);
    setPageTokenCookie(res, session.accessToken, session.accessExpiresAt, this.config.COOKIE_SECURE);
    const { id, email, name, role, plan } = session.user;
    return { accessToken: session.accessToken, accessExpiresAt: session.accessExpiresAt, user: { id, email, name, role, plan } };
  }

  /** The reset link opens the app the user came from, but only one of ours (no open redirect). */
  private allowedOrigin(req: FastifyRequest): string | undefined {
    const origin = req.headers.origin?.replace(/\/+$/, '');
    return origin && this.config.APP_ORIGINS.includes(origin) ? origin : undefined;
  }
}

/** identity's challenge as the browser sees it: `setup` for identity's `enrol`. */
function secondFactorRequired(challenge: SecondFactorChallenge): SecondFactorRequiredDto {
  return { secondFactor: challenge.step === 'enrol' ? 'setup' : 'code', challenge: challenge.challengeToken, expiresAt: challenge.expiresAt };
}
