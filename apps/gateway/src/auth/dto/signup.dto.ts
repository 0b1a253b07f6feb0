import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MSG } from '@resellpk/domain';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shape only; identity applies the rules (email, phone, password length) with its messages, every field at once. */
export class SignupDto {
  @ApiProperty({ example: 'Ayesha Khan', maxLength: 200 })
  @IsDefined({ message: MSG.nameRequired })
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'ayesha@example.pk', maxLength: 254 })
  @IsDefined({ message: MSG.emailRequired })
  @IsString()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: '03001234567', maxLength: 32, description: 'WhatsApp number, 10 to 15 digits' })
  @IsDefined({ message: MSG.whatsappRequired })
  @IsString()
  @MaxLength(32)
  whatsappNumber: string;

  @ApiProperty({ example: 'Str0ng-Passw0rd', minLength: 8, maxLength: 200 })
  @IsDefined({ message: MSG.passwordRequired })
  @IsString()
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'AYESHA42', description: 'Referral code from a ?ref= link' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  referralCode?: string | null;
}
