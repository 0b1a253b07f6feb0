import { breakingChanges, describeChange } from './compatibility';
import { generateContractSchemas } from './contract-schemas';
import { readSnapshot } from './snapshot';

/**
 * Independent deployability: no published command or event (libs/contracts/contract-snapshot.json)
 * changes in a way its other side cannot read. Additive changes pass (record them with
 * `npm run contracts:snapshot`); a breaking one needs a new version next to the old.
 */
describe('published contracts', () => {
  it('stay compatible with the snapshot', () => {
    const changes = breakingChanges(readSnapshot(), generateContractSchemas()).map(describeChange);
    expect(changes).toEqual([]);
  }, 120_000);

  it('cover every service (the snapshot is not empty or stale by a whole service)', () => {
    const published = readSnapshot();
    for (const prefix of ['identity', 'catalog', 'orders', 'coins', 'wallet-payments', 'chat']) {
      expect(Object.keys(published.commands).some((s) => s.startsWith(`${prefix}.`))).toBe(true);
    }
  });
});
