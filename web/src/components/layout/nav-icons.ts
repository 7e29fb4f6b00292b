import {
  CalendarDays,
  CreditCard,
  House,
  type LucideIcon,
  Settings,
  UserRound,
} from 'lucide-react';
import type { NavHref } from '../../lib/nav.ts';

export const NAV_ICONS: Record<NavHref, LucideIcon> = {
  '/': House,
  '/today': CalendarDays,
  '/profile': UserRound,
  '/settings': Settings,
  '/plans': CreditCard,
};
