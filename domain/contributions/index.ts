export * from './contribution-schemas';
export { DONOR_CSV_COLUMNS, donorCsvColumnsIn, donorCsvFileName, donorCsvRow } from './donor-csv';
export { MAX_SCREENSHOT_DATA_URL_LENGTH } from './screenshot-rules';
export { WALLET_PROVIDERS, type WalletProvider, walletProvidersFor } from './wallet-providers';
export * from './wallet-rejection';
