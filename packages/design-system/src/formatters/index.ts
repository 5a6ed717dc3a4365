export * from './card-expiry';
export * from './date';
export * from './mask-name';
export * from './number';
export * from './phone';
export * from './reference';
export * from './transaction-status';
