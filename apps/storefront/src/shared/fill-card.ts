import type { CSSProperties } from 'react';

/**
 * A card that fills its grid cell with its body stretched, so the last element of the body (a
 * `marginTop: 'auto'` button) sits at the bottom: the buttons of a row of cards line up whatever
 * the length of each card's list. `<Card style={FILL_CARD} styles={{ body: FILL_CARD_BODY }}>`.
 */
export const FILL_CARD: CSSProperties = { height: '100%', display: 'flex', flexDirection: 'column' };
export const FILL_CARD_BODY: CSSProperties = { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: 12 };
