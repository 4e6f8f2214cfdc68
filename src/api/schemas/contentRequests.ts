/**
 * Request bodies and list filters of the content services (admin spec §3, §5, §7): postmanagement
 * (posts, post categories, post comments) and pluginmanagement. The client builds these bodies and
 * the mock validates them with the same schemas (`success: false` with `field: problem`).
 */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { patterns } from '../../lib/validation';
import { idSchema } from './common';
import { PLUGIN_NAMES, pluginNameSchema, type PluginName } from './plugin';
import { VALIDATION_TEXT, dateRangeSchema } from './requests';

/** Project ports (spec §9). */
export const PROJECT_PORT_MIN = 3002;
export const PROJECT_PORT_MAX = 3999;
/** Addresses of the contact plugin (spec §9). */
export const CONTACT_ADDRESS_MAX = 300;
/** Names, titles, aliases and filter texts (spec §9). */
export const TEXT_MAX = 100;

const text = z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v).trim()));
const optionalText = (max = TEXT_MAX) =>
  z.pipe(z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? undefined : String(v).trim() || undefined))), z.optional(z.string().check(z.maxLength(max, VALIDATION_TEXT.max(max)))));
const requiredText = (max?: number) =>
  z.pipe(z.pipe(z.union([z.string(), z.number()], { error: VALIDATION_TEXT.required }), z.transform((v) => String(v).trim())), max === undefined ? z.string().check(z.minLength(1, VALIDATION_TEXT.required)) : z.string().check(z.minLength(1, VALIDATION_TEXT.required), z.maxLength(max, VALIDATION_TEXT.max(max))));
const alias = z.pipe(requiredText(TEXT_MAX), z.string().check(z.regex(patterns.alias, VALIDATION_TEXT.pattern)));
/** A rich-text body: required, and an editor's empty paragraph counts as empty. */
const richBody = requiredText().check(z.refine((html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0 || /<img\b/i.test(html), VALIDATION_TEXT.required));
const ids = z.nullish(z.array(idSchema));

// ---- posts ----------------------------------------------------------------

/** The JSON part `post` of `POST/PUT postmanagement/v1/post[/{id}]`. */
export const postRequestSchema = z.object({
  title: requiredText(TEXT_MAX),
  alias,
  categories: z.array(idSchema, { error: VALIDATION_TEXT.required }).check(z.minLength(1, VALIDATION_TEXT.required)),
  body: richBody,
});
export type PostRequest = z.input<typeof postRequestSchema>;

/** `POST postmanagement/v1/postCategory` and `PUT postCategory/{id}`. */
export const postCategoryRequestSchema = z.object({
  title: requiredText(TEXT_MAX),
  alias,
  parent: z.nullish(idSchema),
});
export type PostCategoryRequest = z.input<typeof postCategoryRequestSchema>;

/** `POST postmanagement/v1/post/list` filters: title, created range (ISO days), categories. */
export const postFilterSchema = z.object({
  title: optionalText(),
  createdAt: z.nullish(dateRangeSchema),
  categories: ids,
});
export type PostFilter = z.input<typeof postFilterSchema>;

/** `POST postmanagement/v1/postcomment/list` filters: text, date range, posts, users. */
export const postCommentFilterSchema = z.object({
  comment: optionalText(),
  createdAt: z.nullish(dateRangeSchema),
  posts: ids,
  users: ids,
});
export type PostCommentFilter = z.input<typeof postCommentFilterSchema>;

/** `POST postmanagement/v1/postcomment`: a staff reply, created confirmed (spec §4). */
export const postCommentReplySchema = z.object({
  comment: requiredText(1000),
  confirm: z._default(z.boolean(), true),
  parent: idSchema,
  post: idSchema,
});
export type PostCommentReply = z.input<typeof postCommentReplySchema>;

export const confirmRequestSchema = z.object({ confirm: z.boolean({ error: VALIDATION_TEXT.required }) });
export type ConfirmRequest = z.input<typeof confirmRequestSchema>;

// ---- plugins --------------------------------------------------------------

const decimal = z.pipe(text, z.string().check(z.minLength(1, VALIDATION_TEXT.required), z.regex(patterns.decimal, VALIDATION_TEXT.pattern)));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const bodyParamsRequestSchema = z.object({ body: richBody });
export const contactParamsRequestSchema = z.object({
  email: z.pipe(requiredText(TEXT_MAX), z.string().check(z.regex(EMAIL, VALIDATION_TEXT.email))),
  website: z.pipe(requiredText(200), z.string().check(z.regex(URL_PATTERN, VALIDATION_TEXT.pattern))),
  tel: requiredText(TEXT_MAX),
  mobile: requiredText(200),
  address: requiredText(CONTACT_ADDRESS_MAX),
  latitude: decimal,
  longitude: decimal,
  addressMap: requiredText(CONTACT_ADDRESS_MAX),
});
export const projectItemRequestSchema = z.object({
  /** the logo's file id */
  logo: requiredText(),
  name: requiredText(TEXT_MAX),
  website: z.pipe(requiredText(200), z.string().check(z.regex(URL_PATTERN, VALIDATION_TEXT.pattern))),
  port: z.pipe(z.pipe(z.union([z.number(), z.string()], { error: VALIDATION_TEXT.required }), z.transform(Number)), z.number().check(z.int(VALIDATION_TEXT.pattern), z.gte(PROJECT_PORT_MIN, VALIDATION_TEXT.min(PROJECT_PORT_MIN)), z.lte(PROJECT_PORT_MAX, VALIDATION_TEXT.pattern))),
});
export const projectsParamsRequestSchema = z.object({ items: z.array(projectItemRequestSchema, { error: VALIDATION_TEXT.required }).check(z.minLength(1, VALIDATION_TEXT.required)) });
/** SLIDE_SHOW and GALLERY keep their images as the plugin's files; params stay empty. */
export const filesParamsRequestSchema = z.looseObject({});

export const pluginParamsRequestSchemas = {
  SLIDE_SHOW: filesParamsRequestSchema,
  GALLERY: filesParamsRequestSchema,
  PROJECTS: projectsParamsRequestSchema,
  NO_APP: bodyParamsRequestSchema,
  ABOUT_US: bodyParamsRequestSchema,
  TONDAR_NET: bodyParamsRequestSchema,
  CONTACT_US: contactParamsRequestSchema,
} as const satisfies Record<PluginName, z.ZodMiniType>;

/** Which params a kind has (the form shows these fields). */
export const PLUGIN_KINDS: Record<PluginName, 'body' | 'contact' | 'projects' | 'files'> = {
  SLIDE_SHOW: 'files',
  GALLERY: 'files',
  PROJECTS: 'projects',
  NO_APP: 'body',
  ABOUT_US: 'body',
  TONDAR_NET: 'body',
  CONTACT_US: 'contact',
};

/** The JSON part `plugin` of `POST/PUT pluginmanagement/v1/plugin[/{id}]`: the type and its params. */
export const pluginRequestSchema = z.pipe(z.object({
    name: pluginNameSchema,
    params: z._default(z.record(z.string(), z.unknown()), {}),
  }), z.transform((value, ctx) => {
    const parsed = pluginParamsRequestSchemas[value.name].safeParse(value.params);
    if (!parsed.success) {
      // what classic zod's `ctx.addIssue` did (mini's transform context has only `issues`)
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', path: ['params', ...issue.path.map(String)], message: issue.message, input: value });
      return z.NEVER;
    }
    return { name: value.name, params: parsed.data as Record<string, unknown> };
  }));
export type PluginRequest = z.input<typeof pluginRequestSchema>;

/** `POST pluginmanagement/v1/plugin/list` filters: plugin types, created range. */
export const pluginFilterSchema = z.object({
  names: z.nullish(z.array(z.enum(PLUGIN_NAMES))),
  createdAt: z.nullish(dateRangeSchema),
});
export type PluginFilter = z.input<typeof pluginFilterSchema>;
