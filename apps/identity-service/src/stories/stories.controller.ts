import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type RequestContext, type StoryMove, type StoryVisibility } from '@resellpk/contracts';
import { StoriesService } from './stories.service';

/** Reseller stories: here because identity has what keeping them needs (admins, the audit log), like the support contacts. */
@Controller()
export class StoriesController {
  constructor(private readonly stories: StoriesService) {}

  @Handles(IdentitySubjects.listStories)
  published() {
    return this.stories.published();
  }

  @Handles(IdentitySubjects.adminListStories)
  all(_data: unknown, ctx: RequestContext) {
    return this.stories.all(ctx);
  }

  @Handles(IdentitySubjects.createStory)
  create(data: unknown, ctx: RequestContext) {
    return this.stories.create(data, ctx);
  }

  @Handles(IdentitySubjects.updateStory)
  update(data: unknown, ctx: RequestContext) {
    return this.stories.update(data, ctx);
  }

  @Handles(IdentitySubjects.setStoryVisible)
  setVisible(data: StoryVisibility, ctx: RequestContext) {
    return this.stories.setVisible(data, ctx);
  }

  @Handles(IdentitySubjects.moveStory)
  move(data: StoryMove, ctx: RequestContext) {
    return this.stories.move(data, ctx);
  }
}
