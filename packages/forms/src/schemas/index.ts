export * from './date-rules';
export * from './ekyc-submit';
export * from './messages';
export * from './rules';
