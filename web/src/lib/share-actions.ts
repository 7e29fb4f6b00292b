/**
 * The browser side of sharing: clipboard, native share sheet, downloads. Kept apart from the pure
 * rules in share.ts so those stay testable without a DOM.
 */

/** Copies text; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the device's share sheet; resolves false when it is unavailable or dismissed. */
export async function shareNatively(data: ShareData): Promise<boolean> {
  if (!canShareNatively()) return false;
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Downloads a same-origin file under the given name. The bytes are fetched first so the name is
 * honoured (a cross-origin `download` attribute would be ignored).
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
