import { ApiProperty } from '@nestjs/swagger';
import type { SupportContacts, SupportContactsInput } from '@resellpk/contracts';
import { SUPPORT_HOURS_MAX, SUPPORT_MSG } from '@resellpk/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/** The shape only; identity applies the rules (a Pakistani mobile, an email, both hours). */
export class SupportContactsInputDto implements SupportContactsInput {
  @ApiProperty({ example: '0300-1234567', maxLength: 30, description: 'WhatsApp: a Pakistani mobile number, answered as +923XXXXXXXXX' })
  @IsDefined({ message: SUPPORT_MSG.whatsappInvalid })
  @IsString({ message: SUPPORT_MSG.whatsappInvalid })
  @MaxLength(30, { message: SUPPORT_MSG.whatsappInvalid })
  whatsapp: string;

  @ApiProperty({ example: 'support@resellpk.pk', maxLength: 254 })
  @IsDefined({ message: SUPPORT_MSG.emailInvalid })
  @IsString({ message: SUPPORT_MSG.emailInvalid })
  @MaxLength(254, { message: SUPPORT_MSG.emailInvalid })
  email: string;

  @ApiProperty({ example: 'Monday to Saturday, 10:00 AM to 7:00 PM (PKT)', maxLength: SUPPORT_HOURS_MAX })
  @IsDefined({ message: SUPPORT_MSG.hoursRequired })
  @IsString({ message: SUPPORT_MSG.hoursRequired })
  @MaxLength(SUPPORT_HOURS_MAX, { message: SUPPORT_MSG.hoursTooLong })
  hoursEn: string;

  @ApiProperty({ example: 'پیر تا ہفتہ، صبح 10:00 سے شام 7:00 بجے تک (PKT)', maxLength: SUPPORT_HOURS_MAX })
  @IsDefined({ message: SUPPORT_MSG.hoursRequired })
  @IsString({ message: SUPPORT_MSG.hoursRequired })
  @MaxLength(SUPPORT_HOURS_MAX, { message: SUPPORT_MSG.hoursTooLong })
  hoursUr: string;
}

export class SupportContactsDto extends SupportContactsInputDto implements SupportContacts {
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** `contacts` is null until staff set them: the pages then show no channel rather than a made-up one. */
export class PublishedSupportContactsDto {
  @ApiProperty({ type: SupportContactsDto, nullable: true }) contacts: SupportContactsDto | null;
}
