export * from './contact-message-schema';
