export * from './password-rules';
export * from './schemas';
