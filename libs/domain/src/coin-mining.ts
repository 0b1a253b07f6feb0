import { parseCoinUnits } from './coin-amount';

/**
 * Mining as the server computes it (docs/coins.md): 5 coins an hour is one 0.0001-coin unit every
 * 72 ms exactly, from `lastMiningUpdate`. The client shows the same figure live between syncs.
 */
export const MS_PER_MINED_UNIT = 72;

/** Whole units mined between two instants (0 when `toMs` is not after `fromMs`). */
export function minedUnitsBetween(fromMs: number, toMs: number): bigint {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs <= fromMs) return 0n;
  return BigInt(Math.floor((toMs - fromMs) / MS_PER_MINED_UNIT));
}

export interface MiningSnapshot {
  /** stored balance, "1000.0000" */
  balance: string;
  /** ISO instant mining is credited up to */
  lastMiningUpdate: string;
  /** ISO server clock when the account was read */
  serverTime: string;
}

/**
 * The live balance in units: stored + mined since `lastMiningUpdate`, by the server's clock
 * (`serverTime` read at `receivedAtMs` on this device, so a wrong device clock does not matter).
 * null when the snapshot is not usable.
 */
export function liveCoinUnits(account: MiningSnapshot, receivedAtMs: number, nowMs: number): bigint | null {
  const stored = parseCoinUnits(account.balance);
  const last = Date.parse(account.lastMiningUpdate);
  const server = Date.parse(account.serverTime);
  if (stored === null || !Number.isFinite(last)) return null;
  const serverNow = Number.isFinite(server) ? server + Math.max(0, nowMs - receivedAtMs) : nowMs;
  return stored + minedUnitsBetween(last, serverNow);
}
