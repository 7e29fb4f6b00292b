import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOME_SCREEN_TOKENS } from '../../../contract/page-tags.ts';
import type { AppContext } from '../../app-context.ts';
import { answerWithin } from '../../lib/answer-within.ts';
import type { FirstScreenFill } from '../../plugins/spa-shell.ts';
import { authenticate } from './request-auth.ts';

/**
 * How long the page waits for the person's session: a session read is at hand from the
 * instance's cache, or one indexed read away; a database slower than this is not worth holding
 * the page for (it goes out as the app's shell, as before the first screen).
 */
export const HOME_SCREEN_WAIT_MS = 50;

/**
 * The words of a signed-in person's home first screen (server/plugins/spa.ts): their name, as
 * the page greets them (web/src/pages/home/welcome-banner.tsx). Null when the request's session
 * cookie signs no one in, when the session cannot be read in HOME_SCREEN_WAIT_MS, or when
 * reading it fails: the app then starts from its shell.
 */
export function homeFirstScreen(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FirstScreenFill | null> => {
    const session = authenticate(ctx, request, reply).then(
      (auth) => auth ?? null,
      (error: unknown) => {
        ctx.log.warn({ err: error }, 'The home page went out without its greeting');
        return null;
      },
    );
    const auth = await answerWithin(session, HOME_SCREEN_WAIT_MS);
    return auth ? { values: { [HOME_SCREEN_TOKENS.name]: auth.user.name } } : null;
  };
}
