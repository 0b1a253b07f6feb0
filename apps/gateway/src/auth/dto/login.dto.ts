import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@resellpk/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'free@demo.pk', maxLength: 254 })
  @IsDefined({ message: MSG.loginFieldsRequired })
  @IsString()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Demo@12345', maxLength: 200 })
  @IsDefined({ message: MSG.loginFieldsRequired })
  @IsString()
  @MaxLength(200)
  password: string;
}
