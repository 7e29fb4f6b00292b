import { CreditCard, House, type LucideIcon, Settings, UserRound } from 'lucide-react';
import type { NavHref } from '../../lib/nav.ts';

export const NAV_ICONS: Record<NavHref, LucideIcon> = {
  '/': House,
  '/profile': UserRound,
  '/settings': Settings,
  '/plans': CreditCard,
};
