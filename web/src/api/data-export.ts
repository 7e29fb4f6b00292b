import { ApiError, buildRequestInit, readErrorField } from './client.ts';

const exportPath = (userId: string) => `/api/user/${encodeURIComponent(userId)}/export?format=zip`;

/** The file name the server dated, from `attachment; filename="strix-data-2026-11-24.zip"`. */
export function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'strix-data.zip';
}

async function readWithProgress(response: Response, onBytes: (received: number) => void) {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(parts, { type: 'application/zip' });
}

/**
 * GET /api/user/{userId}/export as a ZIP file, saved under the server's dated name. Fetched
 * rather than linked: a plain link would carry the session cookie only, and a person signed in
 * with a stored token has none. A refusal (429 past the hourly limit) throws with its sentence.
 */
export async function downloadMyData(
  userId: string,
  onBytes: (received: number) => void = () => {},
): Promise<void> {
  const response = await fetch(exportPath(userId), buildRequestInit({ method: 'GET' }));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text}`, readErrorField(text));
  }
  const blob = await readWithProgress(response, onBytes);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
