export * from './grief-resources';
export * from './help-center';
export * from './legal-texts';
