import type { Preferences, UpdatePreferencesRequest } from '@contract';
import { apiRequest, getJson } from './client.ts';

export type { Preferences, UpdatePreferencesRequest };

const url = (userId: string) => `/api/user/${encodeURIComponent(userId)}/preferences`;

export const fetchPreferences = (userId: string) => getJson<Preferences>(url(userId));

export const savePreferences = (userId: string, body: UpdatePreferencesRequest) =>
  apiRequest<Preferences>(url(userId), { method: 'PUT', body });
