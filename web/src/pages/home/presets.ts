/** Product spec, 'Screens and routes': the Popular Predictions carousel, in order. */
export const POPULAR_PREDICTIONS = [
  'Arsenal vs Manchester City prediction',
  'NBA Lakers vs Warriors odds',
  'Chelsea vs Liverpool value bets',
  'Premier League best bets today',
  'Champions League predictions',
] as const;

/** Product spec, 'Business constants and limits': the carousel moves on every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;
