export * from './accountability';
export * from './campaigns';
export * from './contributions';
export * from './gathering';
export * from './operations';
export * from './users';
