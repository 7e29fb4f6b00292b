// The module itself, not '@contract': the index brings every zod schema into the home route.
// Odds are written by one set of rules, the web's tables and the server's mails alike.
export * from '../../../contract/odds-text.ts';
