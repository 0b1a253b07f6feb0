import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { RecoveryCodesDto, TotpEnrolmentDto, TwoFactorCodeDto, TwoFactorStatusDto } from '../auth/dto/second-factor.dto';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';

/** A staff member's own two-factor sign-in (TOTP): its state and setting it up from /admin/account. */
@ApiTags('me')
@ApiBearerAuth()
@Roles('admin', 'topup_helper')
@Controller('me/two-factor')
export class TwoFactorController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Staff: whether two-factor sign-in is on, required, and how many recovery codes are left' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiErrors(401, 403)
  status(@Ctx() ctx: RequestContext): Promise<TwoFactorStatusDto> {
    return this.bus.call(IdentitySubjects.secondFactorStatus, ctx, {});
  }

  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff: a new secret for the authenticator app (QR code and text); two-factor sign-in is on once a code is confirmed' })
  @ApiOkResponse({ type: TotpEnrolmentDto })
  @ApiErrors(400, 401, 403, 409)
  startSetup(@Ctx() ctx: RequestContext): Promise<TotpEnrolmentDto> {
    return this.bus.call(IdentitySubjects.startTotpEnrolment, ctx, {});
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Staff: the first code from the app turns two-factor sign-in on; answers the ten recovery codes, this once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(400, 401, 403, 409)
  confirm(@Ctx() ctx: RequestContext, @Body() dto: TwoFactorCodeDto): Promise<RecoveryCodesDto> {
    return this.bus.call(IdentitySubjects.confirmTotpEnrolment, ctx, { code: dto.code });
  }
}
