import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchPreferences, savePreferences } from '../../api/preferences.ts';
import { useAuth } from '../../auth/auth-context.ts';
import {
  adoptAccountPreferences,
  setAccountWriter,
  usePreferences,
} from '../../lib/preferences-store.ts';
import { applyTheme } from '../../lib/theme.ts';

/**
 * Keeps the preferences on screen and the account's in step. Signed in, the account's are read
 * once: its choices win, and a choice made on this device while signed out that the account has
 * not made is saved on it. From then on every change is saved on the account too. Renders
 * nothing; the theme is applied here as it changes.
 */
export function PreferencesSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { theme, timeZone } = usePreferences();
  const queryClient = useQueryClient();

  useEffect(() => applyTheme(theme ?? 'dark'), [theme]);

  // The server writes kick-off days in the reader's zone (X-Time-Zone): its texts are read again.
  const shownZone = useRef(timeZone);
  useEffect(() => {
    if (shownZone.current === timeZone) return;
    shownZone.current = timeZone;
    void queryClient.invalidateQueries();
  }, [timeZone, queryClient]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    // A failed save leaves the choice on the device; the next sign-in offers it to the account again.
    const save = (changes: Parameters<typeof savePreferences>[1]) => {
      savePreferences(userId, changes).catch(() => {});
    };
    fetchPreferences(userId)
      .then((account) => {
        if (!live) return;
        const missing = adoptAccountPreferences(account);
        if (Object.keys(missing).length > 0) save(missing);
        setAccountWriter(save);
      })
      .catch(() => {
        // Offline or refused: the device's choices stay in force, unsaved on the account.
      });
    return () => {
      live = false;
      setAccountWriter(null);
    };
  }, [userId]);

  return null;
}
