import { PLANS } from '@resellpk/domain';
import { popularPlanCode } from './popular-plan';

describe('popularPlanCode', () => {
  it('badges exactly one plan of the catalogue the gateway serves: Pro', () => {
    expect(PLANS.filter((plan) => plan.isPopular)).toHaveLength(1);
    expect(popularPlanCode(PLANS)).toBe('pro');
  });

  it('keeps one badge when the data flags several: the first one', () => {
    const plans = [
      { code: 'premium', isPopular: true, bestValue: false },
      { code: 'pro', isPopular: true, bestValue: false },
    ] as const;
    expect(popularPlanCode(plans)).toBe('premium');
  });

  it('never gives the "Popular" badge to the best-value plan, and none when nothing is flagged', () => {
    expect(popularPlanCode([{ code: 'elite', isPopular: true, bestValue: true }])).toBeNull();
    expect(popularPlanCode([{ code: 'starter', isPopular: false, bestValue: false }])).toBeNull();
  });
});
