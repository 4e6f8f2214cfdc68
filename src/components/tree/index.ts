/** The tree pattern: toolbar add/edit/delete, search, fully expanded, counts (see TreeManager). */
export { TreeManager, filterTree, type TreeManagerProps } from './TreeManager';
