/**
 * `pluginmanagement/v1/...` (admin spec §3, §4, §7): the site's plugins, one per type, for ADMIN. Add
 * and edit are multipart (JSON part `plugin` {name, params} + `files` parts) validated per type with
 * the request schemas the client uses; a second plugin of a type in use, or a type change on edit, is
 * refused and nothing changes. Texts are stored per language (a new plugin gets the typed text in both,
 * an edit changes the request's language); `site/v1/plugin/{name}` serves what is saved here, so
 * /about-us, /contact-us and the rest follow, and an unpublished plugin disappears from the site.
 *
 * PROJECTS logos: an item's `logo` is a stored file id, or `new:<n>` for the n-th (0-based) `files`
 * part of the same request; such files become logos, every other uploaded image joins the plugin's
 * images.
 */
import { http, type HttpHandler } from 'msw';
import { pluginFilterSchema, pluginRequestSchema } from '@/api/schemas/contentRequests';
import { publishRequestSchema } from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId } from '../db/queries';
import { DIR } from '../db/seed/files';
import { db, nextId } from '../db/state';
import type { I18n, PluginNameRecord, PluginRecord } from '../db/types';
import { pluginView } from '../db/views';
import { fail, lang, notFound, ok, parseBody, readBody, readJson, readMultipart, requireUser, type Lang } from '../lib/http';
import { isI18n } from '../lib/i18n';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { checkImages, storeImages } from '../lib/uploads';

const BASE = '*/pluginmanagement/v1';
const WRITERS = ['ADMIN'] as const;
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';
const NEW_LOGO = /^new:(\d+)$/;

const id = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The typed text in the request's language, keeping the other language of a previous `{fa, en}`. */
function textIn(text: unknown, language: Lang, previous: unknown): I18n {
  const value = String(text ?? '');
  return isI18n(previous) ? { ...previous, [language]: value } : { fa: value, en: value };
}

type Params = Record<string, unknown>;

/**
 * The stored params of a validated body: human texts as `{fa, en}`, numbers as numbers, PROJECTS logos
 * resolved to file ids. Answers the params and the uploaded files that are not logos.
 */
function storedParams(name: PluginNameRecord, params: Params, files: File[], language: Lang, previous?: Params): { params: Params; images: File[] } {
  const prev = previous ?? {};
  switch (name) {
    case 'ABOUT_US':
    case 'NO_APP':
    case 'TONDAR_NET':
      return { params: { body: textIn(params.body, language, prev.body) }, images: files };
    case 'CONTACT_US':
      return {
        params: {
          email: params.email,
          website: params.website,
          tel: params.tel,
          mobile: params.mobile,
          address: textIn(params.address, language, prev.address),
          latitude: Number(params.latitude),
          longitude: Number(params.longitude),
          addressMap: textIn(params.addressMap, language, prev.addressMap),
        },
        images: files,
      };
    case 'PROJECTS': {
      const items = params.items as { logo: string; name: string; website: string; port: number }[];
      const prevItems = Array.isArray(prev.items) ? (prev.items as Params[]) : [];
      const logoParts = new Set<number>();
      for (const item of items) {
        const m = NEW_LOGO.exec(item.logo);
        if (m) {
          if (Number(m[1]) >= files.length) throw fail('params.items.logo: The logo file was not sent.');
          logoParts.add(Number(m[1]));
        } else if (!byId(db.files, item.logo)) throw fail('params.items.logo: The logo file does not exist.');
      }
      checkImages(files);
      const logoIds = new Map<number, string>();
      for (const n of logoParts) logoIds.set(n, storeImages([files[n]], DIR.brandsProjects)[0]);
      return {
        params: {
          items: items.map((item, i) => {
            const m = NEW_LOGO.exec(item.logo);
            return { name: textIn(item.name, language, prevItems[i]?.name), website: item.website, logo: m ? logoIds.get(Number(m[1])) : item.logo, port: item.port };
          }),
        },
        images: files.filter((_f, n) => !logoParts.has(n)),
      };
    }
    default:
      return { params: {}, images: files };
  }
}

export const pluginManagementHandlers: HttpHandler[] = [
  http.post(`${BASE}/plugin/list`, async ({ request }) => {
    requireUser(request, WRITERS);
    const l = lang(request);
    const f = parseBody(pluginFilterSchema, await readJson(request));
    const views = db.plugins.filter((p) => filterBy.inList(p.name, f.names) && filterBy.dateRange(p.createdAt, f.createdAt)).map((p) => pluginView(p, l));
    return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.get(`${BASE}/plugin/all`, ({ request }) => {
    requireUser(request, WRITERS);
    const l = lang(request);
    return ok(db.plugins.map((p) => pluginView(p, l)));
  }),
  http.post(`${BASE}/plugin`, async ({ request }) => {
    const user = requireUser(request, WRITERS);
    const { data, files } = await readMultipart(request, 'plugin', pluginRequestSchema);
    if (db.plugins.some((p) => p.name === data.name)) return fail('name: A plugin of this type already exists; edit it instead.');
    checkImages(files);
    const { params, images } = storedParams(data.name, data.params, files, lang(request));
    const at = nowIso();
    const plugin: PluginRecord = {
      id: nextId('pl', db.plugins),
      name: data.name,
      params,
      files: storeImages(images, DIR.bannersGallery),
      publish: true,
      user: user.id,
      createdAt: at,
      updatedAt: at,
    };
    db.plugins.push(plugin);
    return ok(plugin.id, SAVED);
  }),
  http.delete(`${BASE}/plugin/:id/file/:fileId`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const plugin = byId(db.plugins, id(params.id));
    if (!plugin) return notFound();
    if (!plugin.files.includes(String(params.fileId))) return notFound('The file does not exist.');
    plugin.files = plugin.files.filter((f) => f !== params.fileId);
    plugin.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  http.put(`${BASE}/plugin/:id/changepublished`, async ({ request, params }) => {
    requireUser(request, WRITERS);
    const plugin = byId(db.plugins, id(params.id));
    if (!plugin) return notFound();
    const { publish } = await readBody(request, publishRequestSchema);
    Object.assign(plugin, { publish, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.get(`${BASE}/plugin/:id`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const plugin = byId(db.plugins, id(params.id));
    return plugin ? ok(pluginView(plugin, lang(request))) : notFound();
  }),
  http.put(`${BASE}/plugin/:id`, async ({ request, params }) => {
    requireUser(request, WRITERS);
    const plugin = byId(db.plugins, id(params.id));
    if (!plugin) return notFound();
    const { data, files } = await readMultipart(request, 'plugin', pluginRequestSchema);
    if (data.name !== plugin.name) return fail('name: The type of a plugin cannot change.');
    checkImages(files);
    const { params: stored, images } = storedParams(data.name, data.params, files, lang(request), plugin.params);
    Object.assign(plugin, { params: stored, files: [...plugin.files, ...storeImages(images, DIR.bannersGallery)], updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/plugin/:id`, ({ request, params }) => {
    requireUser(request, WRITERS);
    const plugin = byId(db.plugins, id(params.id));
    if (!plugin) return notFound('The item does not exist; it may have been deleted already.');
    db.plugins.splice(db.plugins.indexOf(plugin), 1);
    return ok(null, DELETED);
  }),
];
