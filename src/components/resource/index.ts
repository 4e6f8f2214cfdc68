/** The resource pattern (README.md): declare a resource, render `<ResourcePage resource={...} />`. */
export { ResourcePage, DEFAULT_PAGE_SIZES, VIRTUAL_FROM, copyText, type ResourcePageProps } from './ResourcePage';
export { defineResource } from './types';
export type {
  ApiThunk,
  FieldsProps,
  ListEndpoint,
  MutationEndpoint,
  QueryEndpoint,
  ResourceColumn,
  ResourceContext,
  ResourceDef,
  ResourceEndpoints,
  ResourceFilter,
  ResourceForm,
  ResourceOperation,
  ResourceTotals,
  ToolbarProps,
} from './types';
export type { ExportCell, ExportText, ResourcePreset } from './viewTypes';
export { useListParams, compactFilters } from './useListParams';
export { listReturnPath } from '@/lib/listReturn';
export { useApiCall, useEffectCall } from './useApiCall';
export { EditableTextCell, type EditableTextCellProps } from './EditableTextCell';
export { FormModal, type FormModalProps } from './FormModal';
export {
  ResourceFormPage,
  defineFormPage,
  type ResourceFormPageProps,
  type FormPageDef,
  type FormPageEndpoints,
  type FormPageRecordEndpoint,
  type FormPageRecordResult,
  type FormPageAddEndpoint,
  type FormPageEditEndpoint,
} from './FormPage';
export { ImagesField, type ImagesFieldProps, type FormPageDeleteFileEndpoint } from './FormPageImagesField';
