import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { ChatSubjects, type NoData, type RequestContext, type UpdateChatTemplate } from '@resellpk/contracts';
import { TemplatesService } from './templates.service';

@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Handles(ChatSubjects.listTemplates)
  list(_data: NoData, ctx: RequestContext) {
    return this.templates.list(ctx);
  }

  @Handles(ChatSubjects.updateTemplate)
  update(data: UpdateChatTemplate, ctx: RequestContext) {
    return this.templates.update(data, ctx);
  }
}
