import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import {
  fileRefOrIdSchema,
  fileRefSchema,
  idSchema,
  isoDateSchema,
  latLngSchema,
  numberishSchema,
  refSchema,
  timestampsShape,
} from './common';

export const roleSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  caption: z.nullish(z.string()),
  ...timestampsShape,
}));
export type Role = z.infer<typeof roleSchema>;

export const permissionSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  caption: z.nullish(z.string()),
  ...timestampsShape,
}));
export type Permission = z.infer<typeof permissionSchema>;

const enableFlagSchema = deferred(() => z.looseObject({ enable: z.boolean() }));
/** Delivery switches of staff users (profile dropdown). */
export const userSettingSchema = deferred(() => z.looseObject({
  alopeyk: enableFlagSchema,
  alopost: enableFlagSchema,
}));
export type UserSetting = z.infer<typeof userSettingSchema>;

/** A delivery address (the first one of `addresses` is the one in use). Ids, or populated refs. */
export const userAddressSchema = deferred(() => z.looseObject({
  province: z.nullish(refSchema),
  city: z.nullish(refSchema),
  region: z.nullish(refSchema),
  place: z.nullish(z.string()),
  plaque: z.nullish(z.union([z.string(), z.number()])),
  unit: z.nullish(z.union([z.string(), z.number()])),
  postalCode: z.nullish(z.union([z.string(), z.number()])),
  location: z.nullish(latLngSchema),
}));
export type UserAddress = z.infer<typeof userAddressSchema>;

/** A person's name and contact, as every user-shaped answer carries them (one home for the shape). */
export const personShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
};

/** A user as the admin screens read it (admin spec §3 "User"). */
export const userSchema = deferred(() => z.looseObject({
  id: idSchema,
  ...personShape,
  country: z.nullish(refSchema),
  nationalCode: z.nullish(z.string()),
  birthAt: z.nullish(z.string()),
  body: z.nullish(z.string()),
  image: z.nullish(fileRefOrIdSchema),
  enable: z.optional(z.boolean()),
  /** Role names (current user) or role objects (admin user views). */
  roles: z.optional(z.array(z.union([z.string(), roleSchema]))),
  smsDiscountCode: z.nullish(z.string()),
  addresses: z.optional(z.array(userAddressSchema)),
  ...timestampsShape,
}));
export type User = z.infer<typeof userSchema>;

/** `auth/v1/user/currentUser` content. */
export const currentUserSchema = deferred(() => z.extend(userSchema, {
  roles: z.array(z.string()),
  complete: z.boolean(),
  invoices: numberishSchema,
  setting: userSettingSchema,
}));
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Users as staff selects list them (`user/all`). */
export const userSummarySchema = deferred(() => z.looseObject({
  id: idSchema,
  ...personShape,
}));
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A user as shown next to content: comment authors, post authors. */
export const authorSchema = deferred(() => z.looseObject({
  id: z.optional(idSchema),
  firstName: personShape.firstName,
  lastName: personShape.lastName,
  file: z.nullish(fileRefSchema),
  email: personShape.email,
  body: z.nullish(z.string()),
}));
export type Author = z.infer<typeof authorSchema>;

export const tokenLogSchema = deferred(() => z.looseObject({
  isDesktop: z.boolean(),
  platform: z.string(),
  browser: z.string(),
}));
export type TokenLog = z.infer<typeof tokenLogSchema>;

/** A login session. */
export const tokenSchema = deferred(() => z.looseObject({
  id: idSchema,
  user: z.union([idSchema, userSummarySchema]),
  log: tokenLogSchema,
  createdAt: isoDateSchema,
  updatedAt: z.optional(isoDateSchema),
}));
export type Token = z.infer<typeof tokenSchema>;

