import type { V1App, V1Context } from './v1-context.ts';

// To be written: see the brief.
export function recordRoutes(_app: V1App, _v1: V1Context) {}
