import { useBlockedSections } from '../../api/usage.ts';

/**
 * Whether the person may see the whole Advanced Analytics block (news, odds, value bets):
 * subscribers and people who can still predict can (spec §2, §6). Otherwise the sections the
 * paywall lists are blurred under a 'Premium Feature' overlay.
 */
export function useCanSeeAdvanced(): boolean {
  return useBlockedSections().length === 0;
}

export { useBlockedSections };
