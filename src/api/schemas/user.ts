import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
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

export const roleSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  caption: z.string().nullish(),
  ...timestampsShape,
});
export type Role = z.infer<typeof roleSchema>;

export const permissionSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  caption: z.string().nullish(),
  ...timestampsShape,
});
export type Permission = z.infer<typeof permissionSchema>;

const enableFlagSchema = z.looseObject({ enable: z.boolean() });
/** Delivery switches of staff users (profile dropdown). */
export const userSettingSchema = z.looseObject({
  alopeyk: enableFlagSchema,
  alopost: enableFlagSchema,
});
export type UserSetting = z.infer<typeof userSettingSchema>;

/** A delivery address (the first one of `addresses` is the one in use). Ids, or populated refs. */
export const userAddressSchema = z.looseObject({
  province: refSchema.nullish(),
  city: refSchema.nullish(),
  region: refSchema.nullish(),
  place: z.string().nullish(),
  plaque: z.union([z.string(), z.number()]).nullish(),
  unit: z.union([z.string(), z.number()]).nullish(),
  postalCode: z.union([z.string(), z.number()]).nullish(),
  location: latLngSchema.nullish(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** A person's name and contact, as every user-shaped answer carries them (one home for the shape). */
export const personShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  mobile: z.string().nullish(),
};

/** A user as admin screens and most relations carry it. */
export const userSchema = z.looseObject({
  id: idSchema,
  ...personShape,
  country: refSchema.nullish(),
  nationalCode: z.string().nullish(),
  birthAt: z.string().nullish(),
  body: z.string().nullish(),
  image: fileRefOrIdSchema.nullish(),
  enable: z.boolean().optional(),
  /** Role names (current user) or role objects (admin user views). */
  roles: z.array(z.union([z.string(), roleSchema])).optional(),
  smsDiscountCode: z.string().nullish(),
  addresses: z.array(userAddressSchema).optional(),
  setting: userSettingSchema.nullish(),
  ...timestampsShape,
});
export type User = z.infer<typeof userSchema>;

/** `auth/v1/user/currentUser` content. */
export const currentUserSchema = userSchema.extend({
  roles: z.array(z.string()),
  complete: z.boolean(),
  invoices: numberishSchema,
  setting: userSettingSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Users as staff selects list them (`user/all`). */
export const userSummarySchema = z.looseObject({
  id: idSchema,
  ...personShape,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A user as shown next to content: comment authors, post authors. */
export const authorSchema = z.looseObject({
  id: idSchema.optional(),
  firstName: personShape.firstName,
  lastName: personShape.lastName,
  file: fileRefSchema.nullish(),
  email: personShape.email,
  body: z.string().nullish(),
});
export type Author = z.infer<typeof authorSchema>;

export const tokenLogSchema = z.looseObject({
  isDesktop: z.boolean(),
  platform: z.string(),
  browser: z.string(),
});
export type TokenLog = z.infer<typeof tokenLogSchema>;

/** A login session. */
export const tokenSchema = z.looseObject({
  id: idSchema,
  user: z.union([idSchema, userSummarySchema]),
  log: tokenLogSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.optional(),
});
export type Token = z.infer<typeof tokenSchema>;

