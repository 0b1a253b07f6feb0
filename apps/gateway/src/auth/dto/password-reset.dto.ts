import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@resellpk/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';

export class PasswordResetDto {
  @ApiProperty({ example: 'ayesha@example.pk', maxLength: 254 })
  @IsDefined({ message: MSG.invalidEmail })
  @IsString()
  @MaxLength(254)
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'Token from the emailed link', maxLength: 512 })
  @IsDefined({ message: MSG.resetLinkInvalid })
  @IsString()
  @MaxLength(512)
  token: string;

  @ApiProperty({ minLength: 8, maxLength: 200 })
  @IsDefined({ message: MSG.passwordTooShort })
  @IsString()
  @MaxLength(200)
  password: string;
}
