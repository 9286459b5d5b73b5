export * from './contact-message-schema';
export * from './send-contact-message';
