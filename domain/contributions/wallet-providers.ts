/** The mobile wallets a giver may name for a wallet gift (issue 11 item 5); stored as written here. */
export const WALLET_PROVIDERS = [
  'M-Pesa',
  'MTN MoMo',
  'Airtel Money',
  'Orange Money',
  'EcoCash',
  'Other',
] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

/**
 * Which of them run in each recipient country (ISO alpha-2), most used first. A country not listed is offered
 * every wallet.
 */
const WALLETS_BY_COUNTRY: Readonly<Record<string, readonly WalletProvider[]>> = {
  KE: ['M-Pesa', 'Airtel Money'],
  TZ: ['M-Pesa', 'Airtel Money'],
  CD: ['M-Pesa', 'Airtel Money', 'Orange Money'],
  MZ: ['M-Pesa'],
  LS: ['M-Pesa', 'EcoCash'],
  ET: ['M-Pesa'],
  EG: ['Orange Money'],
  UG: ['MTN MoMo', 'Airtel Money'],
  RW: ['MTN MoMo', 'Airtel Money'],
  GH: ['MTN MoMo', 'Airtel Money'],
  NG: ['MTN MoMo', 'Airtel Money'],
  ZM: ['MTN MoMo', 'Airtel Money'],
  CM: ['MTN MoMo', 'Orange Money'],
  CI: ['MTN MoMo', 'Orange Money'],
  SZ: ['MTN MoMo'],
  LR: ['MTN MoMo', 'Orange Money'],
  SL: ['Orange Money'],
  SN: ['Orange Money'],
  ML: ['Orange Money'],
  MW: ['Airtel Money'],
  ZW: ['EcoCash'],
  BW: ['Orange Money'],
};

/** The wallets offered for a recipient in `countryCode`, always ending with 'Other'. */
export function walletProvidersFor(countryCode: string): readonly WalletProvider[] {
  const offered = WALLETS_BY_COUNTRY[countryCode.trim().toUpperCase()];
  return offered ? [...offered, 'Other'] : WALLET_PROVIDERS;
}
