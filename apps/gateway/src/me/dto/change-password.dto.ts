import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@resellpk/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/** identity checks the current password and applies the signup rules to the new one. */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: 200 })
  @IsDefined({ message: MSG.currentPasswordRequired })
  @IsString()
  @MaxLength(200)
  currentPassword: string;

  @ApiProperty({ minLength: 8, maxLength: 200, description: 'At least 8 characters and not a common password' })
  @IsDefined({ message: MSG.passwordTooShort })
  @IsString()
  @MaxLength(200)
  newPassword: string;
}
