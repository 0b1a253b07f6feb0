import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public, Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, type RequestContext, type SupportContacts } from '@resellpk/contracts';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { RecentValue } from '../common/http/recent-value';
import { Ctx } from '../common/http/request-context';
import { PublishedSupportContactsDto, SupportContactsDto, SupportContactsInputDto } from './support-contacts.dto';

/** How long this process answers from memory, and browsers and CDNs may keep the answer. */
export const SUPPORT_CONTACTS_MEMORY_MS = 10_000;
export const SUPPORT_CONTACTS_CACHE_CONTROL = 'public, max-age=60';

@ApiTags('support')
@Controller()
export class SupportContactsController {
  // every visit to /contact, /faq, the legal pages and /partner reads these
  private readonly recent = new RecentValue<SupportContacts | null>(SUPPORT_CONTACTS_MEMORY_MS);

  constructor(private readonly bus: GatewayBus) {}

  @Public()
  @Get('support-contacts')
  @ApiOperation({ summary: 'The published support channels (WhatsApp, email, hours); contacts is null until staff set them' })
  @ApiOkResponse({ type: PublishedSupportContactsDto })
  @ApiErrors()
  async published(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) res: FastifyReply): Promise<PublishedSupportContactsDto> {
    const contacts = await this.recent.get(() => this.bus.call(IdentitySubjects.getSupportContacts, ctx, {}));
    res.header('cache-control', SUPPORT_CONTACTS_CACHE_CONTROL);
    return { contacts };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get('admin/settings/support-contacts')
  @ApiOperation({ summary: 'Admin: the support channels as stored now (not cached)' })
  @ApiOkResponse({ type: PublishedSupportContactsDto })
  @ApiErrors(401, 403)
  async current(@Ctx() ctx: RequestContext): Promise<PublishedSupportContactsDto> {
    return { contacts: await this.bus.call(IdentitySubjects.getSupportContacts, ctx, {}) };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Put('admin/settings/support-contacts')
  @ApiOperation({ summary: 'Admin: replace the support channels (audit log: Support contacts changed)' })
  @ApiOkResponse({ type: SupportContactsDto })
  @ApiErrors(400, 401, 403)
  async update(@Ctx() ctx: RequestContext, @Body() dto: SupportContactsInputDto): Promise<SupportContactsDto> {
    const saved = await this.bus.call(IdentitySubjects.updateSupportContacts, ctx, { whatsapp: dto.whatsapp, email: dto.email, hoursEn: dto.hoursEn, hoursUr: dto.hoursUr });
    this.recent.set(saved);
    return saved;
  }
}
