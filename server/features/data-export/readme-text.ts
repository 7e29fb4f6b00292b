/** README.txt of the ZIP: what each part is, for someone opening it years later. */
export function readmeText(exportedAt: string, images: number): string {
  return `Your Strix data, exported ${exportedAt}

strix-data.json
  Everything Strix holds about you, in one JSON file: your account and profile, Google sign-in
  link, sessions (when, browser, address), password reset requests (times only), searches and
  the predictions you were shown (with how they were graded), your votes, your picks (with how
  they were graded), whom you follow and who follows you, avatars, credit ledger, daily allowance used, subscription and payments
  (amounts, items, dates and status; Strix never holds card details), API keys (name and last
  four characters, never the key) and their daily use, tracked bets, followed teams, alert
  settings, price targets, alert mails sent, betting limits and breaks, and time spent.
  Dates are ISO 8601 in UTC. Money is given in cents and as shown in Strix. Passwords, session
  tokens and API keys are stored only as one-way hashes and are not included; neither is the
  unsubscribe link's token, which is in every alert mail Strix sent you.

images/
  ${images} image file(s) exactly as stored: your profile picture (images/profiles/), your
  avatars (images/avatars/) and the share images of your predictions (images/shares/). Each
  file's name matches the path given in strix-data.json.
`;
}
