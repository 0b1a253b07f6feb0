import { defineCounter } from '@resellpk/backend-observability';

/** Coins credited by mining syncs (the ledger keeps the exact 0.0001 units; a float is close enough for a rate). */
export const coinsMinedTotal = defineCounter({ name: 'coins_mined_total', help: 'Discount coins credited by mining (coins).' });
