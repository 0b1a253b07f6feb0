import type { LineProblem } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { Tag } from 'antd';

/** English; the keys for t() (`{{stock}}` filled in) */
export const PROBLEM_TEXT: Record<LineProblem, string> = {
  NOT_FOUND: 'This product is no longer available. Remove it to continue.',
  OUT_OF_STOCK: 'Only {{stock}} left in stock. Lower the quantity to continue.',
  PREMIUM_ONLY: 'Premium subscribers only. Remove it or upgrade to continue.',
  INSUFFICIENT_COINS: 'Not enough coins for this discount.',
};

/** Why the server will not take a cart line as it is, in red under its name. */
export function CartLineProblem({ problem, stock }: { problem: LineProblem; stock: number }) {
  const t = useT();
  return (
    <div style={{ marginTop: 4 }}>
      <Tag color="red" style={{ whiteSpace: 'normal' }} data-testid="line-problem">
        {t(PROBLEM_TEXT[problem], { stock })}
      </Tag>
    </div>
  );
}
