import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { CatalogSubjects, type CategoryView, type RequestContext } from '@resellpk/contracts';
import { validateCategoryName } from '@resellpk/domain';
import { Allow } from 'class-validator';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';

export class CreateCategoryDto {
  @ApiProperty({ example: 'Stationery', maxLength: 50 })
  @Allow()
  name: string;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly bus: GatewayBus) {}

  @Post()
  @ApiOperation({ summary: 'Add a custom category (unique name)' })
  @ApiCreatedResponse({ description: 'CategoryView' })
  @ApiErrors(400, 401, 403, 409)
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateCategoryDto): Promise<CategoryView> {
    const problem = validateCategoryName(dto.name);
    if (problem) throw new ServiceFailure('VALIDATION', problem, 'name');
    return this.bus.call(CatalogSubjects.createCategory, ctx, { name: dto.name.trim() });
  }
}
