/** URLs that are not RTK Query calls: resized images and downloads (spec §7, §9). */
import { config } from '@/config';
import { readApiKeyCookie } from '@/lib/apiKeyCookie';
import { imageSources, resizeAddress, type ImageKindName, type ImageSources } from '@/lib/responsiveImage';

export function imageUrl(fileId: string | null | undefined, width: number, height: number): string | undefined {
  if (!fileId) return undefined;
  return resizeAddress(config.apiUrl, fileId, width, height);
}

/** A large public image's `src`, `srcSet`, `sizes` and shape as the kind `kind` (src/lib/responsiveImage.ts). */
export function responsiveImage(fileId: string | null | undefined, kind: ImageKindName): ImageSources | undefined {
  return fileId ? imageSources(config.apiUrl, fileId, kind) : undefined;
}

/**
 * The API's origin when it is another host than the site's (an absolute VITE_API_URL on another host), else
 * null. The public pages' pictures, the largest paint of most of them, come from there: a page opens its
 * connection early (PublicLayout) instead of when the first picture is asked for.
 */
export function apiOriginElsewhere(apiUrl: string = config.apiUrl, siteUrl: string = config.siteUrl): string | null {
  if (!/^(https?:)?\/\//i.test(apiUrl)) return null;
  try {
    const api = new URL(apiUrl, siteUrl || undefined).origin;
    return siteUrl && new URL(siteUrl).origin === api ? null : api;
  } catch {
    return null;
  }
}

/** Admin and avatar thumbnails: the dashboard service needs the api key on the URL. */
export function dashboardImageUrl(fileId: string | null | undefined, width: number, height: number): string | undefined {
  if (!fileId) return undefined;
  const key = readApiKeyCookie();
  const query = key ? `?apiKey=${encodeURIComponent(key)}` : '';
  return `${config.apiUrl}dashboard/v1/resizeImage/${encodeURIComponent(fileId)}/${width}/${height}${query}`;
}

export function downloadUrl(ids: readonly string[], options: { authenticated?: boolean } = {}): string {
  const params = new URLSearchParams({ ids: ids.join(',') });
  if (options.authenticated) {
    const key = readApiKeyCookie();
    if (key) params.set('apiKey', key);
    return `${config.apiUrl}dashboard/v1/downloadFile/?${params.toString()}`;
  }
  return `${config.apiUrl}site/v1/downloadFile/?${params.toString()}`;
}
