import { ApiProperty } from '@nestjs/swagger';
import { SessionUserDto } from '../../common/http/profile.dto';

/** Login/signup/refresh answer; the refresh token travels only in the `rpk_refresh` cookie. */
export class SessionResponseDto {
  @ApiProperty({ description: 'Short-lived HS256 access token for `Authorization: Bearer`' })
  accessToken: string;

  @ApiProperty({ format: 'date-time' })
  accessExpiresAt: string;

  @ApiProperty({ type: SessionUserDto })
  user: SessionUserDto;
}
