import type { CSSProperties } from 'react';
import { formatPKR, type Paisa } from '@resellpk/domain';

/** Integer paisa rendered as `Rs. 1,250`. */
export function PriceText({ paisa, withPaisa, strike, style }: { paisa: Paisa; withPaisa?: boolean; strike?: boolean; style?: CSSProperties }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', textDecoration: strike ? 'line-through' : undefined, ...style }} dir="ltr">
      {formatPKR(paisa, { withPaisa })}
    </span>
  );
}
