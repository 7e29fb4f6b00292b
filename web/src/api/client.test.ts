import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_FALLBACKS,
  changePassword,
  forgotPassword,
  login,
  register,
  resetPassword,
} from './auth.ts';
import {
  ApiError,
  apiRequest,
  formatHttpError,
  getJson,
  readErrorField,
  userMessage,
} from './client.ts';

type FetchArgs = [string, RequestInit];

function respond(status: number, body: string, statusText = '') {
  return new Response(body === '' ? null : body, { status, statusText });
}

let fetchMock: ReturnType<typeof vi.fn>;
let stored: Record<string, string>;

beforeEach(() => {
  stored = {};
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
    removeItem: (key: string) => {
      delete stored[key];
    },
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastCall = () => fetchMock.mock.calls.at(-1) as FetchArgs;
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe("formatHttpError (product spec, 'Error catalogue')", () => {
  it('is "status: body text"', () => {
    expect(formatHttpError(500, 'Internal Server Error', 'boom')).toBe('500: boom');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpError(503, 'Service Unavailable', '')).toBe('503: Service Unavailable');
  });
});

describe('readErrorField', () => {
  it('reads the error sentence of an error body', () => {
    expect(readErrorField('{"error":"Invalid email or password"}')).toBe(
      'Invalid email or password',
    );
  });
  it('ignores bodies that are not error JSON', () => {
    expect(readErrorField('<html>Bad Gateway</html>')).toBeUndefined();
    expect(readErrorField('{"message":"x"}')).toBeUndefined();
    expect(readErrorField('{"error":"  "}')).toBeUndefined();
    expect(readErrorField('')).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('throws an ApiError whose message is status and body text', async () => {
    fetchMock.mockResolvedValue(respond(404, '{"error":"There is no API endpoint"}', 'Not Found'));
    const error = await apiRequest('/api/search', { method: 'POST', body: { query: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"There is no API endpoint"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('There is no API endpoint');
  });

  it('uses the status text when the failing body is empty', async () => {
    fetchMock.mockResolvedValue(respond(502, '', 'Bad Gateway'));
    await expect(apiRequest('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends cookies, JSON and no bearer header when nothing is stored', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = lastCall();
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(headersOf(init).Authorization).toBeUndefined();
  });

  it("names the viewer's time zone, so the server's texts date kick-offs as the cards do", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await apiRequest('/api/x');
    const zone = headersOf(lastCall()[1])['x-time-zone'];
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: zone })).not.toThrow();
  });

  it('sends the stored auth_token as a bearer header', async () => {
    stored.auth_token = 'tok-123';
    fetchMock.mockResolvedValue(respond(200, '{}'));
    await apiRequest('/api/x');
    expect(headersOf(lastCall()[1]).Authorization).toBe('Bearer tok-123');
  });

  it('reads the token on every request, so signing out stops sending it', async () => {
    stored.auth_token = 'tok-123';
    fetchMock.mockImplementation(async () => respond(200, '{}'));
    await apiRequest('/api/x');
    delete stored.auth_token;
    await apiRequest('/api/x');
    expect(headersOf(lastCall()[1]).Authorization).toBeUndefined();
  });

  it('omits Content-Type when there is no body', async () => {
    fetchMock.mockResolvedValue(respond(200, ''));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    const init = lastCall()[1];
    expect(init.body).toBeUndefined();
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"profileImageUrl":"/media/p.png"}'));
    const form = new FormData();
    form.append('profileImage', new Blob(['x'], { type: 'image/png' }), 'p.png');
    await apiRequest('/api/user/profile', { method: 'PUT', body: form });
    const init = lastCall()[1];
    expect(init.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it("can send the JSON content type without a body (product spec, 'Profile and avatars')", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"avatarId":1}'));
    await apiRequest('/api/user/u/avatar/1/activate', { method: 'POST', jsonContentType: true });
    const init = lastCall()[1];
    expect(init.body).toBeUndefined();
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });
});

describe('getJson', () => {
  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"You need to sign in first."}'));
    await expect(getJson('/api/auth/me')).rejects.toThrow(
      '401: {"error":"You need to sign in first."}',
    );
  });
  it('reads a 401 as null when asked to', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"no"}'));
    await expect(getJson('/api/user/limits', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe("auth calls (product spec, 'Error catalogue')", () => {
  it.each([
    ['login', () => login({ email: 'a@b.co', password: 'x' }), AUTH_FALLBACKS.login],
    [
      'register',
      () => register({ name: 'A', email: 'a@b.co', password: 'secret', confirmPassword: 'secret' }),
      AUTH_FALLBACKS.register,
    ],
    ['forgot', () => forgotPassword({ email: 'a@b.co' }), AUTH_FALLBACKS.forgot],
    [
      'reset',
      () => resetPassword({ token: 't', password: 'secret', confirmPassword: 'secret' }),
      AUTH_FALLBACKS.reset,
    ],
  ])('%s shows the body error, else its fallback', async (_name, call, fallback) => {
    fetchMock.mockResolvedValueOnce(respond(400, '{"error":"Server says no"}', 'Bad Request'));
    await expect(call()).rejects.toThrow('Server says no');
    fetchMock.mockResolvedValueOnce(respond(500, 'oops', 'Internal Server Error'));
    await expect(call()).rejects.toThrow(fallback);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call()).rejects.toThrow(fallback);
  });

  it('keeps the fallback wording of the spec', () => {
    expect(AUTH_FALLBACKS).toMatchObject({
      login: 'Login failed',
      register: 'Registration failed',
      forgot: 'Password reset request failed',
      reset: 'Password reset failed',
    });
  });

  it('change password sends a PUT with current and new password', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"success":true,"message":"ok"}'));
    await changePassword({ currentPassword: 'old', newPassword: 'newpass' });
    const [path, init] = lastCall();
    expect(path).toBe('/api/user/password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'old',
      newPassword: 'newpass',
    });
  });
});

describe('userMessage', () => {
  it('prefers the server sentence and otherwise uses the fallback', () => {
    expect(userMessage(new ApiError(400, '400: {...}', 'Nope.'), 'Fallback')).toBe('Nope.');
    expect(userMessage(new ApiError(500, '500: oops'), 'Fallback')).toBe('Fallback');
    expect(userMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});
