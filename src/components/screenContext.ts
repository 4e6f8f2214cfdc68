/** The current route's meta (component name, title, variable) for screens and layouts. */
import { createContext, useContext } from 'react';
import type { RouteNode } from '@/api/schemas';


export interface ScreenInfo {
  name: string;
  path: string;
  node: RouteNode | null;
  /** ancestors, outermost first (breadcrumbs) */
  parents: RouteNode[];
}
export const ScreenContext = createContext<ScreenInfo>({ name: '', path: '', node: null, parents: [] });
export const useScreen = () => useContext(ScreenContext);
export const useScreenName = () => useContext(ScreenContext).name;
