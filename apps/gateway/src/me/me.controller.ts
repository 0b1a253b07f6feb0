import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Logger, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/http/api-docs';
import { ProfileDto } from '../common/http/profile.dto';
import { Ctx, type GatewayRequest } from '../common/http/request-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateMeDto } from './dto/update-me.dto';
import { GatewayBus } from '../common/bus/gateway-bus';
import { PasswordChangeLimiter } from './password-change-limiter';

@ApiTags('me')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  private readonly logger = new Logger(MeController.name);

  constructor(
    private readonly bus: GatewayBus,
    private readonly passwordChanges: PasswordChangeLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Profile of the caller' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiErrors(401, 404)
  getMe(@Ctx() ctx: RequestContext): Promise<ProfileDto> {
    return this.bus.call(IdentitySubjects.getMe, ctx, {});
  }

  @Patch()
  @ApiOperation({ summary: 'Set the business name (once) or the WhatsApp number' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiErrors(400, 401)
  updateMe(@Ctx() ctx: RequestContext, @Body() dto: UpdateMeDto): Promise<ProfileDto> {
    if (dto.businessName === undefined && dto.phone === undefined) {
      throw new BadRequestException({ code: 'VALIDATION', message: 'Send businessName or phone to update.' });
    }
    return this.bus.call(IdentitySubjects.updateMe, ctx, dto);
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Change the password with the current one; every other session of the user ends, this one stays',
    description: 'Wrong current passwords are limited per user like failed logins (429 with Retry-After).',
  })
  @ApiNoContentResponse({ description: 'Password changed' })
  @ApiErrors(400, 401, 429)
  async changePassword(@Ctx() ctx: RequestContext, @Body() dto: ChangePasswordDto, @Req() req: GatewayRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    // the session the change is made from, from the verified token (never from the body): it stays signed in
    const data = { currentPassword: dto.currentPassword, newPassword: dto.newPassword, sessionId: req.user?.sessionId ?? '' };
    if (this.config.THROTTLE_DISABLED || !ctx.userId) {
      await this.bus.call(IdentitySubjects.changePassword, ctx, data);
      return;
    }
    const attempt = await this.passwordChanges.begin(ctx.userId, null).catch((err: Error) => {
      // fails closed, as login does: unlimited guesses are worse than a change that waits for Redis
      this.logger.error(`Password change refused: the per-user limit cannot be checked (${err.message})`);
      throw new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable);
    });
    if (!attempt.allowed) {
      res.header('retry-after', String(attempt.retryAfterSeconds));
      throw new ServiceFailure('RATE_LIMITED', MSG.passwordChangeLimited);
    }
    let wrongPassword = false;
    try {
      await this.bus.call(IdentitySubjects.changePassword, ctx, data);
    } catch (err) {
      wrongPassword = err instanceof ServiceFailure && err.error.message === MSG.currentPasswordWrong;
      throw err;
    } finally {
      // only a wrong current password counts; best effort, the answer does not depend on it
      if (!wrongPassword) await this.passwordChanges.settle(attempt, 'not-checked').catch((err: Error) => this.logger.warn(`Password change attempt not settled: ${err.message}`));
    }
  }
}
