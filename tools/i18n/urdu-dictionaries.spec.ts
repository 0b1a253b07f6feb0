/**
 * The remotes' Urdu bundles share one i18next: a key in both would be translated by whichever
 * loaded first, so a word could change with the order of visits. Each remote's coverage spec
 * checks its own bundle against the chrome and the shared one; this checks the two against each
 * other, which neither remote may import.
 */
import { adminUr } from '../../apps/admin/src/i18n/ur';
import { storefrontUr } from '../../apps/storefront/src/i18n/ur';
import { overlapping } from '../../libs/web/i18n/src/key-scan';

jest.mock('@ant-design/icons', () => new Proxy({ __esModule: true }, { get: () => () => null }));

describe('the Urdu bundles of the two remotes', () => {
  it('translate no text twice (a text both show belongs in libs/web/i18n/src/ur-shared)', () => {
    expect(overlapping(storefrontUr, adminUr)).toEqual([]);
  });
});
