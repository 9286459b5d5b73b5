export * from './campaigns';
export * from './contributions';
export * from './operations';
export * from './users';
