import type { Author, CurrentUser, Role, Token, User, UserSummary } from '@/api/schemas';
import { t, type Lang } from '../../lib/i18n';
import { db } from '../state';
import { byId, invoiceCountOf, isProfileComplete, roleNames } from '../queries';
import type { RoleRecord, TokenRecord, UserRecord } from '../types';
import { fileRef } from './common';

export function roleView(role: RoleRecord, lang: Lang): Role {
  return { id: role.id, name: role.name, caption: t(role.caption, lang), createdAt: role.createdAt, updatedAt: role.updatedAt };
}

export function userSummaryView(user: UserRecord, lang: Lang): UserSummary {
  return {
    id: user.id,
    firstName: t(user.firstName, lang),
    lastName: t(user.lastName, lang),
    email: user.email,
    mobile: user.mobile,
  };
}

/** A user next to content (comments, posts): name, picture, and for authors email and bio. */
export function authorView(user: UserRecord | undefined, lang: Lang): Author | null {
  if (!user) return null;
  return {
    id: user.id,
    firstName: t(user.firstName, lang),
    lastName: t(user.lastName, lang),
    file: fileRef(user.image),
    email: user.email,
    body: user.body ? t(user.body, lang) : null,
  };
}

/** The full user as admin screens read it (no password); roles as `{ id, name, caption }`. */
export function userView(user: UserRecord, lang: Lang): User {
  return {
    id: user.id,
    firstName: t(user.firstName, lang),
    lastName: t(user.lastName, lang),
    email: user.email,
    mobile: user.mobile,
    country: user.country,
    nationalCode: user.nationalCode,
    birthAt: user.birthAt,
    body: user.body ? t(user.body, lang) : null,
    image: fileRef(user.image),
    enable: user.enable,
    roles: user.roles.map((id) => byId(db.roles, id)).filter((r): r is RoleRecord => !!r).map((r) => roleView(r, lang)),
    smsDiscountCode: user.smsDiscountCode,
    addresses: user.addresses.map((a) => ({ ...a })),
    setting: structuredClone(user.setting),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** `auth/v1/user/currentUser` content: roles as names, `complete`, invoice count, setting. */
export function currentUserView(user: UserRecord, lang: Lang): CurrentUser {
  return {
    ...userView(user, lang),
    roles: roleNames(user),
    complete: isProfileComplete(user),
    invoices: invoiceCountOf(user.id),
    setting: structuredClone(user.setting),
  };
}

export function tokenView(token: TokenRecord, lang: Lang): Token {
  const user = byId(db.users, token.user);
  return {
    id: token.id,
    user: user ? userSummaryView(user, lang) : token.user,
    log: { ...token.log },
    createdAt: token.createdAt,
    updatedAt: token.updatedAt,
  };
}
