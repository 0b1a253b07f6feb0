import { ApiProperty } from '@nestjs/swagger';
import type { PublishedStory, StoryInput, StoryView } from '@resellpk/contracts';
import { STORY_LIMITS, STORY_MSG } from '@resellpk/domain';
import { IsBoolean, IsDefined, IsIn, IsString, MaxLength } from 'class-validator';

/** The shape only (strings, an upper bound); identity applies the rules (lengths after trimming). */
export class StoryInputDto implements StoryInput {
  @ApiProperty({ example: 'Ayesha Siddiqui', maxLength: STORY_LIMITS.name.max })
  @IsDefined({ message: STORY_MSG.nameRequired })
  @IsString({ message: STORY_MSG.nameRequired })
  @MaxLength(STORY_LIMITS.name.max * 2, { message: STORY_MSG.nameRequired })
  name: string;

  @ApiProperty({ example: 'Home-based reseller', maxLength: STORY_LIMITS.role.max })
  @IsDefined({ message: STORY_MSG.roleRequired })
  @IsString({ message: STORY_MSG.roleRequired })
  @MaxLength(STORY_LIMITS.role.max * 2, { message: STORY_MSG.roleRequired })
  role: string;

  @ApiProperty({ example: 'Lahore', maxLength: STORY_LIMITS.city.max })
  @IsDefined({ message: STORY_MSG.cityRequired })
  @IsString({ message: STORY_MSG.cityRequired })
  @MaxLength(STORY_LIMITS.city.max * 2, { message: STORY_MSG.cityRequired })
  city: string;

  @ApiProperty({ example: 'I share kitchen items in my family WhatsApp groups.', maxLength: STORY_LIMITS.quote.max })
  @IsDefined({ message: STORY_MSG.quoteRequired })
  @IsString({ message: STORY_MSG.quoteRequired })
  @MaxLength(STORY_LIMITS.quote.max * 2, { message: STORY_MSG.quoteRequired })
  quote: string;
}

export class StoryVisibilityDto {
  @ApiProperty()
  @IsBoolean({ message: 'visible must be true or false' })
  visible: boolean;
}

export class StoryMoveDto {
  @ApiProperty({ enum: ['up', 'down'] })
  @IsIn(['up', 'down'], { message: STORY_MSG.badDirection })
  direction: 'up' | 'down';
}

export class PublishedStoryDto implements PublishedStory {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() role: string;
  @ApiProperty() city: string;
  @ApiProperty() quote: string;
}

export class StoryDto extends PublishedStoryDto implements StoryView {
  @ApiProperty() visible: boolean;
  @ApiProperty({ description: '1 is shown first' }) position: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
