/**
 * Add Funds with the amount locked from the address (`/wallet/add-funds?amount=1234`, whole rupees):
 * what a screen that knows the missing sum (a partner plan the wallet cannot cover) links to. The
 * page shows it fixed, with a way to change it; the server still checks whatever is sent.
 */
export function addFundsLink(rupees: number): string {
  return `/wallet/add-funds?amount=${Math.ceil(rupees)}`;
}

/** The locked amount in rupees from the query string; null when absent or not a whole positive number. */
export function lockedAmountFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('amount');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const rupees = Number(raw);
  return rupees > 0 ? rupees : null;
}
