export * from './send-contact-message.server';
