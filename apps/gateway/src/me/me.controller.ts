import { BadRequestException, Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { ProfileDto } from '../common/http/profile.dto';
import { Ctx } from '../common/http/request-context';
import { UpdateMeDto } from './dto/update-me.dto';
import { GatewayBus } from '../common/bus/gateway-bus';

@ApiTags('me')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly bus: GatewayBus) {}

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
}
