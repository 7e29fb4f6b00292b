import { Crown, Flame, type LucideIcon, Medal, Shield, Users } from 'lucide-react';

/** The achievement badges of spec §9: definitions only; who earned them comes from the server. */
export const BADGES: readonly { name: string; criterion: string; icon: LucideIcon }[] = [
  { name: 'Hot Streak', criterion: '5 correct in a row', icon: Flame },
  { name: 'Risk Taker', criterion: 'Bet on 10+ underdogs', icon: Shield },
  { name: 'Sharp Eye', criterion: '75%+ accuracy over 50 predictions', icon: Crown },
  { name: 'Community Hero', criterion: '100+ helpful votes', icon: Users },
  { name: 'Marathon Predictor', criterion: '500+ predictions', icon: Medal },
];
