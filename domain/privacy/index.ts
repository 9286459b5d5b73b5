export * from './delete-expired-records';
