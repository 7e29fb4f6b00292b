import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userPreferences } from '../schema.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesChanges = Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>>;

/** The person's stored preferences; undefined when none has ever been chosen. */
export async function readPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/** Sets the given columns (null clears one), creating the row on the first change. */
export async function writePreferences(
  db: Db,
  userId: string,
  changes: PreferencesChanges,
  now: Date,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return row!;
}
