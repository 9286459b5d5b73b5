export * from './delete-expired-records.server';
