import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { fileRefSchema, idSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { userSummarySchema } from './user';

export const PLUGIN_NAMES = [
  'SLIDE_SHOW',
  'PROJECTS',
  'NO_APP',
  'ABOUT_US',
  'GALLERY',
  'CONTACT_US',
  'TONDAR_NET',
] as const;
export const pluginNameSchema = deferred(() => z.enum(PLUGIN_NAMES));
export type PluginName = z.infer<typeof pluginNameSchema>;

/** PROJECTS item; `logo` is a file id. */
export const projectItemSchema = deferred(() => z.looseObject({
  name: z.string(),
  website: z.string(),
  logo: z.union([idSchema, fileRefSchema]),
  port: z.optional(numberishSchema),
}));
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** ABOUT_US, NO_APP, TONDAR_NET. */
export const bodyParamsSchema = deferred(() => z.looseObject({ body: z.string() }));
export const projectsParamsSchema = deferred(() => z.looseObject({ items: z.array(projectItemSchema) }));
export const contactParamsSchema = deferred(() => z.looseObject({
  email: z.string(),
  website: z.string(),
  tel: z.string(),
  mobile: z.string(),
  address: z.string(),
  latitude: numberishSchema,
  longitude: numberishSchema,
  addressMap: z.string(),
}));
export type ContactParams = z.infer<typeof contactParamsSchema>;
/** SLIDE_SHOW and GALLERY keep their images in `files`; params may be empty. */
export const filesParamsSchema = deferred(() => z.looseObject({}));

export const pluginParamsSchemas = {
  SLIDE_SHOW: filesParamsSchema,
  GALLERY: filesParamsSchema,
  PROJECTS: projectsParamsSchema,
  NO_APP: bodyParamsSchema,
  ABOUT_US: bodyParamsSchema,
  TONDAR_NET: bodyParamsSchema,
  CONTACT_US: contactParamsSchema,
} as const satisfies Record<PluginName, z.ZodMiniType>;

/** Params as one loose object; use `pluginParamsSchemas[name]` for the per-kind shape. */
export const pluginParamsSchema = deferred(() => z.looseObject({
  body: z.optional(z.string()),
  items: z.optional(z.array(projectItemSchema)),
}));
export type PluginParams = z.infer<typeof pluginParamsSchema>;

/**
 * The params of one of the kinds (public spec §3: "params with items (name, website, logo) or body"):
 * a rich body, the projects' items, or anything else of those shapes (slide show and gallery keep their
 * images in `files`). It accepts what `pluginParamsSchema` accepts; the options say which fields make
 * up each kind, so the least a kind may answer is its body or its items.
 */
const kindParamsSchema = deferred(() => z.pipe(
  z.union([bodyParamsSchema, projectsParamsSchema, pluginParamsSchema]),
  z.transform((params): PluginParams => params),
));

/**
 * A plugin as `site/v1/plugin/{name}` promises it (public spec §3 "Plugin content", endpoints.tsv:
 * "content.files, params"): its files and its params (null: nothing in them). The record's id and name
 * are not promised there (the page asked for it by name); a `publish: false` that comes along makes
 * the page treat it as missing.
 */
export const sitePluginSchema = deferred(() => z.looseObject({
  files: z.array(fileRefSchema),
  params: z.nullable(kindParamsSchema),
  publish: z.optional(z.boolean()),
}));
export type SitePlugin = z.infer<typeof sitePluginSchema>;

/** A plugin as the admin screens read it (admin spec §3 "Plugin"). */
export const pluginSchema = deferred(() => z.extend(sitePluginSchema, {
  id: idSchema,
  name: pluginNameSchema,
  user: z.nullish(z.union([refSchema, userSummarySchema])),
  ...timestampsShape,
}));
export type Plugin = z.infer<typeof pluginSchema>;

/** Validates a plugin including its kind-specific params. */
export function parsePlugin(value: unknown): Plugin {
  const plugin = pluginSchema.parse(value);
  pluginParamsSchemas[plugin.name].parse(plugin.params ?? {});
  return plugin;
}
