import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, judged as the router judged it: by the route that matched,
 * else by the decoded path. The raw URL is not enough: `/%61pi/search` reaches `/api/search`.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route === '/api' || route.startsWith('/api/');
  const path = decodedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    // Undecodable: the router refuses it too; judge by what is legible.
    return path;
  }
}
