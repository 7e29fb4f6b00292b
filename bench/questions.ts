/** What people ask: the home carousel plus typed questions of every kind. */
export const QUESTIONS = [
  'Arsenal vs Manchester City prediction',
  'NBA Lakers vs Warriors odds',
  'Chelsea vs Liverpool value bets',
  'Premier League best bets today',
  'Barca vs Real Madrid',
  'will the Celtics win tonight',
  'Chiefs vs Texans',
  'Bayern Munich prediction',
  'NBA games tonight',
  'Man Utd v Spurs',
];
