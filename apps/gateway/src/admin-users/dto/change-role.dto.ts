import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@resellpk/contracts';
import { IsDefined, IsIn } from 'class-validator';

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES, example: 'topup_helper' })
  @IsDefined({ message: 'role is required' })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: Role;
}
