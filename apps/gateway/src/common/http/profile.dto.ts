import { ApiProperty } from '@nestjs/swagger';
import { PLAN_CODES, ROLES, type PlanCode, type Profile, type Role, type SessionUser } from '@resellpk/contracts';

export class SessionUserDto implements SessionUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'reseller@example.pk' }) email: string;
  @ApiProperty({ example: 'Ayesha Khan' }) name: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: PLAN_CODES }) plan: PlanCode;
}

export class ProfileDto implements Profile {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'reseller@example.pk' }) email: string;
  @ApiProperty({ example: 'Ayesha Khan' }) name: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: PLAN_CODES }) plan: PlanCode;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) planExpiresAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ayesha Collections' }) businessName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+923001234567' }) phone: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
