export * from './fields';
export * from './schemas';
export * from './serialize';
export * from './server-errors';
