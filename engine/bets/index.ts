export * from './outcome.ts';
export * from './stats.ts';
export * from './summary.ts';
