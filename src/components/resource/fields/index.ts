/** Shared form fields and filter helpers of the resource pattern (see the resource README, "Fields and filters"). */
export { TreeSelectField, type TreeSelectFieldProps } from './TreeSelectField';
export { RemoteSelect, UserSelect, userLabel, localMobile, type RemoteSelectProps, type UserSelectProps, type UserOption } from './RemoteSelect';
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export {
  rangeToFilter,
  filterToRange,
  rangesToFilters,
  filtersToRanges,
  dateRangeFilter,
  type PickerRange,
  type RangeInput,
} from './dateRange';
export { FileUpload, type FileUploadProps } from './FileUpload';
export { ReplyModal, REPLY_MAX, type ReplyModalProps, type ReplyOriginal } from './ReplyModal';
export type { ArrayEndpoint, ArrayQueryResult, ArgOf, ItemOf } from './query';
