/** Starting a download of a URL (the server answers it as an attachment, so the page stays). */
import { downloadUrl } from '@/api/urls';
import type { FileInfo } from '@/api/schemas';

/**
 * The download URL of these files (ids comma-joined, admin §7). When any of them has auth on, the
 * dashboard endpoint with the api key; otherwise the public one without it.
 */
export function filesDownloadUrl(files: readonly Pick<FileInfo, 'id' | 'auth'>[]): string {
  return downloadUrl(
    files.map((f) => f.id),
    { authenticated: files.some((f) => f.auth) },
  );
}

/** The address as an absolute URL (what a copied link must be). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Follows the URL through a temporary link; the attachment answer downloads without leaving the page. */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
