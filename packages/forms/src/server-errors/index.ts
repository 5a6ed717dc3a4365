export * from './server-errors';
