/**
 * Request bodies of the usermanagement and filemanagement calls (admin spec §5, §7). The mock
 * validates with these and the screens build them; a refused body answers `field: problem`.
 */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema } from './common';
import { MOBILE_PATTERN, VALIDATION_TEXT, dateRangeSchema, optionalText, requiredText } from './requests';

/** Role name: capitals and underscore, at most 45 (§5, §9). */
export const ROLE_NAME_MAX = 45;
/** Permission name and captions of roles and permissions: at most 200 (§9). */
export const PERMISSION_NAME_MAX = 200;
export const CAPTION_MAX = 200;
/** Names, aliases and directory names: at most 100. */
export const NAME_MAX = 100;

const ROLE_PATTERN = /^[A-Z_]+$/;
const PERMISSION_PATTERN = /^[A-Za-z0-9/.]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const caption = z.pipe(z.pipe(z.nullish(z.string()), z.transform((v) => (v ?? '').trim())), z.string().check(z.maxLength(CAPTION_MAX, VALIDATION_TEXT.max(CAPTION_MAX))));

/** `POST usermanagement/v1/role` */
export const roleRequestSchema = z.object({
  name: z.pipe(requiredText(ROLE_NAME_MAX), z.string().check(z.regex(ROLE_PATTERN, VALIDATION_TEXT.pattern))),
  caption,
});
export type RoleRequest = z.input<typeof roleRequestSchema>;

/** `POST usermanagement/v1/permission` */
export const permissionRequestSchema = z.object({
  name: z.pipe(requiredText(PERMISSION_NAME_MAX), z.string().check(z.regex(PERMISSION_PATTERN, VALIDATION_TEXT.pattern))),
  caption,
});
export type PermissionRequest = z.input<typeof permissionRequestSchema>;

/** `PUT usermanagement/v1/role/{id}` and `permission/{id}`: the caption only. */
export const captionRequestSchema = z.object({ caption });
export type CaptionRequest = z.input<typeof captionRequestSchema>;

/** Role and permission list filters: name and caption contain. */
export const namedFilterSchema = z.object({ name: optionalText, caption: optionalText });
export type NamedFilter = z.input<typeof namedFilterSchema>;

/** `PUT usermanagement/v1/role/{id}/permission`: at least one permission. */
export const rolePermissionsRequestSchema = z.object({
  permissions: z.array(idSchema).check(z.minLength(1, VALIDATION_TEXT.required)),
});
/** `PUT usermanagement/v1/user/{id}/role`: at least one role. */
export const userRolesRequestSchema = z.object({ roles: z.array(idSchema).check(z.minLength(1, VALIDATION_TEXT.required)) });
/** `PUT usermanagement/v1/user/{id}/resetpassword` */
export const userPasswordResetRequestSchema = z.object({ password: requiredText() });
/** `PUT usermanagement/v1/user/{id}/changeenabled` */
export const enableRequestSchema = z.object({ enable: z.boolean() });

/** `POST usermanagement/v1/user/list` filters: mobile (10 digits) and email. */
export const userFilterSchema = z.object({
  mobile: z.pipe(optionalText, z.optional(z.string().check(z.regex(MOBILE_PATTERN, VALIDATION_TEXT.pattern)))),
  email: optionalText,
  name: optionalText,
  /** Role names: only their members (the courier select, coupon user groups). */
  roles: z.optional(z.array(z.string())),
});
export type UserFilter = z.input<typeof userFilterSchema>;

/** A new user (`POST user` JSON part `user`, one row of `user/multiadd`): email or mobile by sign-in type. */
export const newUserRequestSchema = z.object({
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    password: requiredText(),
    email: z.pipe(optionalText, z.optional(z.string().check(z.regex(EMAIL_PATTERN, VALIDATION_TEXT.email)))),
    mobile: z.pipe(z.pipe(optionalText, z.transform((v) => (v === undefined ? undefined : v.replace(/^0+/, '')))), z.optional(z.string().check(z.regex(MOBILE_PATTERN, VALIDATION_TEXT.pattern)))),
    country: requiredText(),
  }).check(z.refine((u) => !!u.email || !!u.mobile, { message: VALIDATION_TEXT.required, path: ['mobile'] }));
export type NewUserRequest = z.input<typeof newUserRequestSchema>;

/** `POST usermanagement/v1/user/multiadd` */
export const multiAddRequestSchema = z.object({ users: z.array(newUserRequestSchema).check(z.minLength(1, VALIDATION_TEXT.required)) });
export type MultiAddRequest = z.input<typeof multiAddRequestSchema>;

/** `PUT usermanagement/v1/user/{id}`: the names and sign-in field (the full edit goes through dashboard editUser). */
export const userUpdateRequestSchema = z.object({
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  email: optionalText,
  mobile: optionalText,
  country: optionalText,
});

/** File add (multipart `fileInfo`) and edit (JSON): alias, directory (required), auth and who may read it. */
export const fileInfoRequestSchema = z.object({
  alias: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(NAME_MAX, VALIDATION_TEXT.max(NAME_MAX))))),
  directory: requiredText(),
  auth: z._default(z.boolean(), false),
  users: z._default(z.array(idSchema), []),
  roles: z._default(z.array(idSchema), []),
});
export type FileInfoRequest = z.input<typeof fileInfoRequestSchema>;

/** `POST filemanagement/v1/file/list` filters: name, upload range, directory. */
export const fileFilterSchema = z.object({
  name: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(NAME_MAX, VALIDATION_TEXT.max(NAME_MAX))))),
  createdAt: z.nullish(dateRangeSchema),
  directory: optionalText,
});
export type FileFilter = z.input<typeof fileFilterSchema>;

/** `POST/PUT filemanagement/v1/directory` */
export const directoryRequestSchema = z.object({
  name: requiredText(NAME_MAX),
  parent: optionalText,
});
export type DirectoryRequest = z.input<typeof directoryRequestSchema>;
