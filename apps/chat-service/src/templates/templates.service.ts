import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid, StaffAccess } from '@resellpk/backend-service';
import { STAFF_ROLES, type ChatTemplateView, type RequestContext, type UpdateChatTemplate } from '@resellpk/contracts';
import { CHAT_MSG, MAX_MESSAGE_LENGTH } from '../chat-texts';
import { TemplateRepository } from './template.repository';

/** Chat templates (Topup Management, Chat Templates tab): staff only. */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly templates: TemplateRepository,
    private readonly staff: StaffAccess,
  ) {}

  async list(ctx: RequestContext): Promise<ChatTemplateView[]> {
    await this.staff.require(ctx, ...STAFF_ROLES);
    return this.templates.list();
  }

  async update(req: UpdateChatTemplate, ctx: RequestContext): Promise<ChatTemplateView> {
    const by = await this.staff.require(ctx, ...STAFF_ROLES);
    const content = typeof req?.messageContent === 'string' ? req.messageContent.trim() : '';
    if (!content) fail('VALIDATION', CHAT_MSG.templateEmpty, 'messageContent');
    if (content.length > MAX_MESSAGE_LENGTH) fail('VALIDATION', CHAT_MSG.templateTooLong, 'messageContent');
    if (req.isActive !== undefined && typeof req.isActive !== 'boolean') fail('VALIDATION', CHAT_MSG.templateActiveFlag, 'isActive');
    const updated = isUuid(req.id) ? await this.templates.update(req.id, content, req.isActive, by) : undefined;
    if (!updated) fail('NOT_FOUND', CHAT_MSG.templateNotFound);
    return updated;
  }
}
