import { ApiProperty } from '@nestjs/swagger';
import type { SecondFactorStatus, TotpEnrolment } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { SessionResponseDto } from './session-response.dto';

/** What the right password of a staff member with a second factor gets instead of a session (no cookie). */
export class SecondFactorRequiredDto {
  @ApiProperty({ enum: ['code', 'setup'], description: 'code: send a code from the authenticator app (or a recovery code); setup: set the app up first' })
  secondFactor: 'code' | 'setup';

  @ApiProperty({ description: 'Single-use, for the next step only; dies after 5 minutes or 5 wrong codes' })
  challenge: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

export class ChallengeDto {
  @ApiProperty({ maxLength: 200, description: 'The challenge from POST /auth/login' })
  @IsDefined({ message: SECOND_FACTOR_MSG.challengeExpired })
  @IsString()
  @MaxLength(200)
  challenge: string;
}

export class TwoFactorCodeDto {
  @ApiProperty({ maxLength: 64, example: '123456', description: '6 digits from the authenticator app, or a recovery code' })
  @IsDefined({ message: SECOND_FACTOR_MSG.codeRequired })
  @IsString()
  @MaxLength(64)
  code: string;
}

export class ChallengeCodeDto extends ChallengeDto {
  @ApiProperty({ maxLength: 64, example: '123456', description: '6 digits from the authenticator app, or a recovery code' })
  @IsDefined({ message: SECOND_FACTOR_MSG.codeRequired })
  @IsString()
  @MaxLength(64)
  code: string;
}

export class TotpEnrolmentDto implements TotpEnrolment {
  @ApiProperty({ description: 'Base32, to type into the app by hand' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/ResellPK:admin%40demo.pk?secret=...' }) otpauthUrl: string;
  @ApiProperty({ description: 'The otpauth URL as a PNG data URL (QR code)' }) qrDataUrl: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes, shown this once' })
  recoveryCodes: string[];
}

export class EnrolledSessionResponseDto extends SessionResponseDto {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes, shown this once' })
  recoveryCodes: string[];
}

export class TwoFactorStatusDto implements SecondFactorStatus {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'This deployment requires it of staff (TOTP_REQUIRED_FOR_STAFF)' }) required: boolean;
  @ApiProperty({ description: 'Unused recovery codes (0 while two-factor sign-in is off)' }) recoveryCodesLeft: number;
}
