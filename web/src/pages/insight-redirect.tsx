import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { insightTarget } from '../lib/insight.ts';

/**
 * /insight?home=&away= is never shown itself (product spec, 'Route table'): it hands the teams to
 * the home search.
 */
export function InsightRedirect() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(insightTarget(search), { replace: true });
  }, [search, navigate]);
  return null;
}
