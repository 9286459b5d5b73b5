export * from './contribution-schemas';
export { DONOR_CSV_COLUMNS, donorCsv, donorCsvFileName } from './donor-csv';
export { MAX_SCREENSHOT_DATA_URL_LENGTH } from './screenshot-rules';
export { WALLET_PROVIDERS, type WalletProvider, walletProvidersFor } from './wallet-providers';
