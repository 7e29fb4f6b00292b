import { lazy } from 'react';

/**
 * The home route's parts that load on demand, each with its loader so a part can be fetched
 * ahead of the moment it shows. docs/performance.md holds the home route's JavaScript budget.
 */

// Radix Dialog and its scroll-lock helpers are a sizeable share of the home budget, and only
// signed-out people who try to search ever see this modal, so it loads when first needed.
export const loadSignInRequiredDialog = () =>
  import('../../components/auth/sign-in-required-dialog.tsx');
export const SignInRequiredDialog = lazy(loadSignInRequiredDialog);
// The usage-limit modals likewise: most searches never open one.
export const loadLimitDialog = () => import('./limit-dialog.tsx');
export const LimitDialog = lazy(loadLimitDialog);
// The result screen is most of the prediction UI; it starts loading as soon as a search does.
export const loadSearchResult = () => import('./search-result.tsx');
export const SearchResult = lazy(loadSearchResult);
// A season question's answer is a table: its own, smaller chunk.
export const loadOutlookResult = () => import('./outlook-result.tsx');
export const OutlookResult = lazy(loadOutlookResult);
