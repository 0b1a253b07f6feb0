export {
  coinsKey,
  coinAccountKey,
  COIN_SYNC_INTERVAL_MS,
  liveUnitsOf,
  useCoinAccount,
  useLiveCoinBalance,
  useSecondClock,
  type CoinAccountSnapshot,
} from './coin-account';
