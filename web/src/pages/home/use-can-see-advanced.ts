/**
 * Whether the person may see the Advanced Analytics block (news, odds, value bets). Usage
 * limits and the paywall arrive with billing; until then everyone who can search can see it.
 */
export function useCanSeeAdvanced(): boolean {
  return true;
}
