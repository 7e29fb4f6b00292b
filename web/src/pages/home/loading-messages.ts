/**
 * Product spec, 'Screens and routes'/ 'Business constants and limits': twelve messages, one every 2
 * s, each change a 200 ms fade.
 */
export const SEARCH_LOADING_MESSAGES = [
  'Reading your question...',
  'Finding the fixture in our data...',
  'Loading recent results...',
  "Checking each side's last five games...",
  'Fitting the team ratings...',
  'Working through every scoreline...',
  'Comparing sportsbook prices...',
  "Removing the bookmakers' margin...",
  'Blending the model with the market...',
  'Looking for value bets...',
  'Gathering the latest news...',
  'Writing up the key insights...',
] as const;

export const LOADING_MESSAGE_INTERVAL_MS = 2000;
export const LOADING_FADE_MS = 200;
