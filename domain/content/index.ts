export * from './faq-search';
export * from './grief-resources';
export * from './help-center';
export * from './info-texts';
export * from './legal-texts';
