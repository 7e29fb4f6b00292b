export * from './auth.ts';
export * from './billing.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './plans.ts';
export * from './search.ts';
export * from './status.ts';
export * from './usage.ts';
