/** The resource pattern (README.md): declare a resource, render `<ResourcePage resource={...} />`. */
export { ResourcePage, DEFAULT_PAGE_SIZES, VIRTUAL_FROM, type ResourcePageProps } from './ResourcePage';
export { defineResource } from './types';
export type { ApiThunk, FieldsProps, ResourceColumn, ResourceDef, ResourceFilter, ResourceForm, ResourceOperation } from './types';
export { useListParams, compactFilters } from './useListParams';
export { useApiCall } from './useApiCall';
export { FormModal, type FormModalProps } from './FormModal';
