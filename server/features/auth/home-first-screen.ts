import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOME_SCREEN_TOKENS } from '../../../contract/page-tags.ts';
import type { AppContext } from '../../app-context.ts';
import type { FirstScreenFill } from '../../plugins/spa-shell.ts';
import { authenticate } from './request-auth.ts';

/**
 * The words of a signed-in person's home first screen (server/plugins/spa.ts): their name, as
 * the page greets them (web/src/pages/home/welcome-banner.tsx). Null when the request's session
 * cookie signs no one in: the app then starts from its shell, as before. One cached session read.
 */
export function homeFirstScreen(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FirstScreenFill | null> => {
    const auth = await authenticate(ctx, request, reply);
    return auth ? { values: { [HOME_SCREEN_TOKENS.name]: auth.user.name } } : null;
  };
}
