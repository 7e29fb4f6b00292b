import {
  AVATAR_MESSAGES,
  type FollowResponse,
  type LeaderboardEntry,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  type ProfileImageResponse,
  type PublicProfile,
  UpdateProfileRequestSchema,
  type UserProfile,
  type UserProfileById,
  type UserStats,
} from '@contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { requireOwner, type UserParams } from '../auth/owner.ts';
import { authenticate, requireUser } from '../auth/request-auth.ts';
import { removeProfilePicture, setProfilePicture } from './profile-picture.ts';
import {
  getLeaderboard,
  getProfile,
  getPublicProfile,
  getStats,
  profileById,
  setFollowing,
  updateProfile,
} from './profile-service.ts';
import { readProfileImage } from './profile-upload.ts';

/** application/json, in any case, with or without parameters (Fastify's JSON parser). */
const isJsonBody = (contentType: string | undefined) =>
  /^\s*application\/json\s*(?:;|$)/i.test(contentType ?? '');

const USERNAME_PARAM = /^[A-Za-z0-9_.]{1,30}$/;

function usernameParam(value: string): string {
  // Anything that could not be a username names nobody; no query needed to say so.
  if (!USERNAME_PARAM.test(value)) throw notFound(PROFILE_MESSAGES.userNotFound);
  return value;
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const profilesLimit = { onRequest: [rateLimit(ctx.limits, 'profiles')] };
  const followLimit = { onRequest: [rateLimit(ctx.limits, 'follow')] };
  // Picture uploads count per account; the JSON edits of name and bio do not. The body is not
  // parsed yet in onRequest (isMultipart() is still false there), so the Content-Type decides:
  // everything that is not JSON counts, which takes in every body the multipart parser reads.
  const uploadLimit = {
    onRequest: [
      rateLimit(ctx.limits, 'profileUpload', async (request, reply) =>
        isJsonBody(request.headers['content-type'])
          ? undefined
          : (await requireUser(ctx, request, reply)).user.id,
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
        return setProfilePicture(ctx, user.id, png);
      },
    );
  });

  // The uploaded picture removed (file and all); the answer is the profile as it then reads.
  app.delete('/api/user/profile/image', async (request, reply): Promise<UserProfile> => {
    const { user } = await requireUser(ctx, request, reply);
    return removeProfilePicture(ctx, user.id);
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

  // Someone's own profile by id: the owner only, with the same sentence as their avatars'.
  // Declared in a scope where an empty JSON body reads as none, as the avatar calls are.
  await app.register(async (scope) => {
    allowEmptyJsonBody(scope);
    scope.get<{ Params: UserParams }>(
      '/api/user/:userId/profile',
      async (request, reply): Promise<UserProfileById> => {
        const userId = await requireOwner(ctx, request, reply, AVATAR_MESSAGES.notYours);
        return profileById(ctx, userId);
      },
    );
  });

  app.get(
    '/api/leaderboard',
    profilesLimit,
    async (request, reply): Promise<LeaderboardEntry[]> => {
      const viewer = await authenticate(ctx, request, reply);
      return getLeaderboard(ctx, viewer?.user.id);
    },
  );
}
