import {
  type FollowResponse,
  type LeaderboardEntry,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  type ProfileImageResponse,
  type PublicProfile,
  UpdateProfileRequestSchema,
  type UserProfile,
  type UserStats,
} from '@contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { setProfileImage } from '../../db/queries/profile.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { rateLimit } from '../../lib/rate-limit/route-limit.ts';
import { authenticate, requireUser } from '../auth/request-auth.ts';
import { forgetUserSessions } from '../auth/sessions.ts';
import {
  getLeaderboard,
  getProfile,
  getPublicProfile,
  getStats,
  setFollowing,
  updateProfile,
} from './profile-service.ts';

/** Room for the multipart boundaries and part headers around a 2 MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const USERNAME_PARAM = /^[A-Za-z0-9_.]{1,30}$/;

const tooLarge = () => new HttpError(413, PROFILE_MESSAGES.imageTooLarge);

function usernameParam(value: string): string {
  // Anything that could not be a username names nobody; no query needed to say so.
  if (!USERNAME_PARAM.test(value)) throw notFound(PROFILE_MESSAGES.userNotFound);
  return value;
}

/** The picture from a multipart body: the profileImage field, at most 2 MB. */
async function readProfileImage(request: FastifyRequest): Promise<Buffer> {
  // A body far over the limit is refused before any of it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  try {
    const part = await request.file();
    if (part?.fieldname !== 'profileImage') throw badRequest(PROFILE_MESSAGES.imageMissing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT'
    ) {
      throw tooLarge();
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
      throw badRequest(PROFILE_MESSAGES.imageMissing);
    }
    throw error;
  }
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const profilesLimit = { onRequest: [rateLimit(ctx.limits, 'profiles')] };
  const followLimit = { onRequest: [rateLimit(ctx.limits, 'follow')] };
  // Picture uploads count per account; the JSON edits of name and bio do not.
  const uploadLimit = {
    onRequest: [
      rateLimit(ctx.limits, 'profileUpload', async (request, reply) =>
        request.isMultipart() ? (await requireUser(ctx, request, reply)).user.id : undefined,
      ),
    ],
  };

  app.get('/api/user/profile', async (request, reply): Promise<UserProfile> => {
    const { user } = await requireUser(ctx, request, reply);
    return getProfile(ctx, user.id);
  });

  // PUT /api/user/profile takes JSON (name, username, bio) or, from the spec's upload, a
  // multipart body. Multipart is understood in this scope only; the rest of the API stays JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: PROFILE_IMAGE_MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.put(
      '/api/user/profile',
      uploadLimit,
      async (request, reply): Promise<UserProfile | ProfileImageResponse> => {
        const { user } = await requireUser(ctx, request, reply);
        if (!request.isMultipart()) {
          return updateProfile(ctx, user.id, parseInput(UpdateProfileRequestSchema, request.body));
        }
        // sharp is loaded with the first upload, not with the server.
        const { reencodeProfileImage } = await import('./profile-image.ts');
        const png = await reencodeProfileImage(await readProfileImage(request));
        const path = await ctx.media.savePng('profiles', png);
        await setProfileImage(ctx.db, user.id, path, ctx.clock.now());
        forgetUserSessions(user.id);
        return { profileImageUrl: path };
      },
    );
  });

  app.get('/api/user/stats', async (request, reply): Promise<UserStats> => {
    const { user } = await requireUser(ctx, request, reply);
    return getStats(ctx, user.id);
  });

  app.get<{ Params: { username: string } }>(
    '/api/users/:username',
    profilesLimit,
    async (request, reply): Promise<PublicProfile> => {
      const username = usernameParam(request.params.username);
      const viewer = await authenticate(ctx, request, reply);
      return getPublicProfile(ctx, username, viewer?.user.id);
    },
  );

  app.post<{ Params: { username: string } }>(
    '/api/users/:username/follow',
    followLimit,
    async (request, reply): Promise<FollowResponse> => {
      const { user } = await requireUser(ctx, request, reply);
      return setFollowing(ctx, user.id, usernameParam(request.params.username), true);
    },
  );

  app.delete<{ Params: { username: string } }>(
    '/api/users/:username/follow',
    followLimit,
    async (request, reply): Promise<FollowResponse> => {
      const { user } = await requireUser(ctx, request, reply);
      return setFollowing(ctx, user.id, usernameParam(request.params.username), false);
    },
  );

  app.get(
    '/api/leaderboard',
    profilesLimit,
    async (request, reply): Promise<LeaderboardEntry[]> => {
      const viewer = await authenticate(ctx, request, reply);
      return getLeaderboard(ctx, viewer?.user.id);
    },
  );
}
