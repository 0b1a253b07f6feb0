import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public, Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, type PublishedStory, type RequestContext, type StoryView } from '@resellpk/contracts';
import { STORY_MSG } from '@resellpk/domain';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { RecentValue } from '../common/http/recent-value';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { PublishedStoryDto, StoryDto, StoryInputDto, StoryMoveDto, StoryVisibilityDto } from './stories.dto';

/** How long this process answers the landing page's stories from memory, and browsers and CDNs may keep them. */
export const STORIES_MEMORY_MS = 10_000;
export const STORIES_CACHE_CONTROL = 'public, max-age=60';

/** Reseller stories (testimonials): anyone reads the visible ones; admins keep them (identity). */
@ApiTags('stories')
@Controller()
export class StoriesController {
  // every landing page (drawn on the server too) and /success-stories read them
  private readonly recent = new RecentValue<PublishedStory[]>(STORIES_MEMORY_MS);

  constructor(private readonly bus: GatewayBus) {}

  @Public()
  @Get('stories')
  @ApiOperation({ summary: 'The visible reseller stories in staff order; empty until staff add some' })
  @ApiOkResponse({ type: PublishedStoryDto, isArray: true })
  @ApiErrors()
  async published(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) res: FastifyReply): Promise<PublishedStory[]> {
    const stories = await this.recent.get(() => this.bus.call(IdentitySubjects.listStories, ctx, {}));
    res.header('cache-control', STORIES_CACHE_CONTROL);
    return stories;
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get('admin/stories')
  @ApiOperation({ summary: 'Admin: every story, hidden ones too, in order' })
  @ApiOkResponse({ type: StoryDto, isArray: true })
  @ApiErrors(401, 403)
  all(@Ctx() ctx: RequestContext): Promise<StoryView[]> {
    return this.bus.call(IdentitySubjects.adminListStories, ctx, {});
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Post('admin/stories')
  @ApiOperation({ summary: 'Admin: add a story, shown last (audit log: Story added)' })
  @ApiCreatedResponse({ type: StoryDto })
  @ApiErrors(400, 401, 403, 409)
  async create(@Ctx() ctx: RequestContext, @Body() dto: StoryInputDto): Promise<StoryView> {
    return this.changed(await this.bus.call(IdentitySubjects.createStory, ctx, { name: dto.name, role: dto.role, city: dto.city, quote: dto.quote }));
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Put('admin/stories/:id')
  @ApiOperation({ summary: 'Admin: change a story (audit log: Story changed, before and after)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StoryDto })
  @ApiErrors(400, 401, 403, 404)
  async update(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(STORY_MSG.notFound)) id: string, @Body() dto: StoryInputDto): Promise<StoryView> {
    return this.changed(await this.bus.call(IdentitySubjects.updateStory, ctx, { id, name: dto.name, role: dto.role, city: dto.city, quote: dto.quote }));
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Post('admin/stories/:id/visibility')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin: show or hide a story (audit log: Story shown / Story hidden)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StoryDto })
  @ApiErrors(400, 401, 403, 404)
  async setVisible(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(STORY_MSG.notFound)) id: string, @Body() dto: StoryVisibilityDto): Promise<StoryView> {
    return this.changed(await this.bus.call(IdentitySubjects.setStoryVisible, ctx, { id, visible: dto.visible }));
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Post('admin/stories/:id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin: move a story one place up or down (audit log: Stories reordered); every story in the new order' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StoryDto, isArray: true })
  @ApiErrors(400, 401, 403, 404)
  async move(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(STORY_MSG.notFound)) id: string, @Body() dto: StoryMoveDto): Promise<StoryView[]> {
    const stories = await this.bus.call(IdentitySubjects.moveStory, ctx, { id, direction: dto.direction });
    this.recent.forget();
    return stories;
  }

  /** A change made through this process shows on its next landing page at once. */
  private changed<T>(value: T): T {
    this.recent.forget();
    return value;
  }
}
