import { z } from 'zod';

/** Every non-2xx answer of the API has exactly this shape. */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
