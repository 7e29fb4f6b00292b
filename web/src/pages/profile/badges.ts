import type { BadgeId } from '@contract';
import { Crown, Flame, type LucideIcon, Medal, Shield, Users } from 'lucide-react';

/**
 * The icon of each achievement badge (product spec, 'Business constants and limits'); who earned
 * what comes from GET /api/user/stats.
 */
export const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  'hot-streak': Flame,
  'risk-taker': Shield,
  'sharp-eye': Crown,
  'community-hero': Users,
  'marathon-predictor': Medal,
};
