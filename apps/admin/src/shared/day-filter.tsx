import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CSSProperties } from 'react';

// typed days are read in the shown format and the address's (a pasted 2026-11-28 works too)
dayjs.extend(customParseFormat);

/** Shown as every date is (PRODUCT.md: `28-Nov-2026`), whatever the browser's locale; the first format is the one displayed. */
const FORMATS = ['DD-MMM-YYYY', 'YYYY-MM-DD', 'D-MMM-YYYY', 'DD-MM-YYYY'];
/** What the servers' date filters take: a calendar day, which they read as a day in Pakistan (Asia/Karachi). */
const DAY = 'YYYY-MM-DD';

const toDay = (value: string) => (value ? dayjs(value, DAY, true) : null);

/**
 * A day for a list's From or To filter, as `YYYY-MM-DD`. The day picked is sent as it is (never turned
 * into a moment in the device's time zone), so it means that day in Pakistan wherever the admin is;
 * a native date input showed the browser's `mm/dd/yyyy` instead of the one date format.
 */
export function DayFilter({ value, onChange, min, max, label, style }: { value: string; onChange: (day: string) => void; min?: string; max?: string; label: string; style?: CSSProperties }) {
  const lower = min ? toDay(min) : null;
  const upper = max ? toDay(max) : null;
  return (
    <DatePicker
      aria-label={label}
      placeholder="DD-MMM-YYYY"
      format={FORMATS}
      value={toDay(value)}
      onChange={(d: Dayjs | null) => onChange(d ? d.format(DAY) : '')}
      disabledDate={(d) => Boolean((lower && d.isBefore(lower, 'day')) || (upper && d.isAfter(upper, 'day')))}
      showNow={false}
      style={style}
    />
  );
}
