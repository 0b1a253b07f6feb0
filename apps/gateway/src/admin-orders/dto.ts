import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES, type AdminListOrdersQuery, type ChangeOrderStatus, type OrderStatus } from '@resellpk/contracts';
import { ORDER_CHANGE_LIMITS, ORDER_MSG } from '@resellpk/domain';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { SearchPageQueryDto } from '../common/http/query';

/** The statuses staff move an order to; `processing` is where every order starts, never a target. */
export const STAFF_TARGET_STATUSES = ['shipped', 'delivered', 'cancelled', 'returned'] as const satisfies readonly OrderStatus[];
const STATUS_FILTERS = [...ORDER_STATUSES, 'all'] as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over to March). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDate(value);
  }
}

export class AdminOrdersQueryDto extends SearchPageQueryDto implements Omit<AdminListOrdersQuery, 'status'> {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: `status must be one of: ${STATUS_FILTERS.join(', ')}` })
  status?: OrderStatus | 'all';

  @ApiPropertyOptional({ description: 'First day, inclusive (YYYY-MM-DD, Pakistan time)', example: '2026-11-01' })
  @IsOptional()
  @Validate(CalendarDate, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, inclusive (YYYY-MM-DD, Pakistan time)', example: '2026-11-30' })
  @IsOptional()
  @Validate(CalendarDate, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;
}

export class ChangeOrderStatusDto implements Omit<ChangeOrderStatus, 'id'> {
  @ApiProperty({ enum: STAFF_TARGET_STATUSES, description: 'processing -> shipped -> delivered; cancelled (from processing); returned (from shipped). The service decides from the current status' })
  @IsDefined({ message: 'status is required' })
  @IsIn(STAFF_TARGET_STATUSES, { message: `status must be one of: ${STAFF_TARGET_STATUSES.join(', ')}` })
  status: (typeof STAFF_TARGET_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: ORDER_CHANGE_LIMITS.courier, description: 'Required when shipping', example: 'TCS' })
  @IsOptional()
  @IsString({ message: 'courier must be text' })
  courier?: string;

  @ApiPropertyOptional({ maxLength: ORDER_CHANGE_LIMITS.trackingId, description: 'Required when shipping' })
  @IsOptional()
  @IsString({ message: 'trackingId must be text' })
  trackingId?: string;

  @ApiPropertyOptional({ maxLength: ORDER_CHANGE_LIMITS.trackingLink, description: 'Required when shipping; http(s) only' })
  @IsOptional()
  @IsString({ message: 'trackingLink must be text' })
  trackingLink?: string;

  @ApiPropertyOptional({ maxLength: ORDER_CHANGE_LIMITS.note, description: 'Optional reason (cancel, return)' })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(ORDER_CHANGE_LIMITS.note, { message: ORDER_MSG.noteTooLong })
  note?: string;
}
