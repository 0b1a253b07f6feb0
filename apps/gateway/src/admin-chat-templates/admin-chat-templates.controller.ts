import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { ChatSubjects, type ChatTemplateView, type RequestContext, type UpdateChatTemplate } from '@resellpk/contracts';
import { IsBoolean, IsDefined, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { NotBlank } from '../common/validation/not-blank';

export class UpdateChatTemplateDto implements Omit<UpdateChatTemplate, 'id'> {
  @ApiProperty({ maxLength: 2000 })
  @IsDefined({ message: 'Please enter the message text' })
  @IsString({ message: 'messageContent must be text' })
  @Validate(NotBlank, { message: 'Please enter the message text' })
  @MaxLength(2000, { message: 'The message can be at most 2000 characters' })
  messageContent: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** The chat templates (the welcome message) staff edit on the top-up management page. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'topup_helper')
@Controller('admin/chat-templates')
export class AdminChatTemplatesController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Chat templates by type' })
  @ApiOkResponse({ description: 'ChatTemplateView[]' })
  @ApiErrors(401, 403)
  list(@Ctx() ctx: RequestContext): Promise<ChatTemplateView[]> {
    return this.bus.call(ChatSubjects.listTemplates, ctx, {});
  }

  @Patch(':id')
  @ApiOperation({ summary: "Edit a template's message text" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'ChatTemplateView' })
  @ApiErrors(400, 401, 403, 404)
  update(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe('Template not found.')) id: string, @Body() dto: UpdateChatTemplateDto): Promise<ChatTemplateView> {
    return this.bus.call(ChatSubjects.updateTemplate, ctx, { id, messageContent: dto.messageContent.trim(), ...(dto.isActive !== undefined ? { isActive: dto.isActive } : {}) });
  }
}
