import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { idSchema, localizedTextSchema, numberishSchema } from './common';

export const ROUTE_TYPES = ['ROUTE', 'AUTHENTICATED_ROUTE', 'UNAUTHENTICATED_ROUTE'] as const;
export const routeTypeSchema = deferred(() => z.enum(ROUTE_TYPES));
export type RouteType = z.infer<typeof routeTypeSchema>;

export const ROUTE_LAYOUTS = ['SITE', 'DASHBOARD', 'NO_APP', 'PORTO_ECOMMERCE'] as const;
export const routeLayoutSchema = deferred(() => z.enum(ROUTE_LAYOUTS));
export type RouteLayout = z.infer<typeof routeLayoutSchema>;

/** Menus and breadcrumbs a route can appear in. */
export const ROUTE_MENUS = ['NO_APP', 'DASHBOARD'] as const;

/** Wildcard role: open to everyone. */
export const ANY_ROLE = '*';

/**
 * One node of the site's route tree (`GET site/v1/route/`, see contract/routes.json): the fields the
 * public spec promises for it (title per locale, alias, dynamic flag, type, roles, layout, component,
 * menu, icon, breadcrumb, link, children). The rest of a stored route (id, name, style, isOpen,
 * divider, enable, position, parent) may come along; the app reads it when it does.
 */
export interface RouteNode {
  id?: string;
  name?: string;
  title: Record<string, string>;
  /** Optional in the spec (a group node has none). */
  alias?: string;
  dynamic: boolean;
  type: RouteType;
  roles: string[];
  layout: RouteLayout;
  component: string;
  menu: string[];
  icon: string;
  style?: Record<string, unknown>;
  breadcrumb: string[];
  link: boolean;
  isOpen?: boolean;
  divider?: boolean;
  enable?: boolean;
  position?: number;
  parent?: string | null;
  children?: RouteNode[];
  [key: string]: unknown;
}

/** A stored route as the route tree screen edits it (admin spec §3 "Route"), with the id it is edited by. */
export interface AdminRouteNode extends RouteNode {
  id: string;
  name: string;
  style: Record<string, unknown>;
  isOpen: boolean;
  divider: boolean;
  enable: boolean;
  position: number;
  children?: AdminRouteNode[];
}

const siteRouteShape = {
  title: localizedTextSchema,
  alias: z.optional(z.string()),
  dynamic: z.boolean(),
  type: routeTypeSchema,
  roles: z.array(z.string()),
  layout: routeLayoutSchema,
  component: z.string(),
  menu: z.array(z.string()),
  icon: z.string(),
  breadcrumb: z.array(z.string()),
  link: z.boolean(),
};

export const routeNodeSchema: z.ZodMiniType<RouteNode> = z.lazy(() =>
  z.looseObject({
    ...siteRouteShape,
    id: z.optional(idSchema),
    name: z.optional(z.string()),
    style: z.optional(z.record(z.string(), z.unknown())),
    isOpen: z.optional(z.boolean()),
    divider: z.optional(z.boolean()),
    enable: z.optional(z.boolean()),
    position: z.optional(numberishSchema),
    children: z.optional(z.array(routeNodeSchema)),
  }),
);

export const routeTreeSchema = deferred(() => z.array(routeNodeSchema));

export const adminRouteNodeSchema: z.ZodMiniType<AdminRouteNode> = z.lazy(() =>
  z.looseObject({
    ...siteRouteShape,
    id: idSchema,
    name: z.string(),
    style: z.record(z.string(), z.unknown()),
    isOpen: z.boolean(),
    divider: z.boolean(),
    enable: z.boolean(),
    position: numberishSchema,
    parent: z.nullish(idSchema),
    children: z.optional(z.array(adminRouteNodeSchema)),
  }),
);

export const adminRouteTreeSchema = deferred(() => z.array(adminRouteNodeSchema));
