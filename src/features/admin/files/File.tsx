/**
 * Files (admin §2 "Files and directories", §3, §5, §6, §7): the paged list with every column (name,
 * type, format, size in MB, directory, authenticated, users and roles or "all", upload and edit dates,
 * download), row selection with delete selected and download selected (ids comma-joined), the row menu
 * (edit, copy the download link of a public file, delete), the filter (name, upload date range,
 * directory) and the form (alias, directory, auth with its users and roles, the files when adding; the
 * add is multipart, the edit JSON).
 */
import { LinkOutlined } from '@ant-design/icons';
import { filemanagementApi } from '@/api/services/filemanagement';
import type { FileInfo } from '@/api/schemas';
import type { FileFilter, FileInfoRequest } from '@/api/schemas/peopleRequests';
import type { MultipartArgs } from '@/api/list';
import { ResourcePage, defineResource } from '@/components/resource';
import { dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { toLatinDigits } from '@/lib/digits';
import { Access, AuthIcon, FileKind, BulkActions, DownloadLink, FileFields, FilterFields, SizeMb, fileTitle, type FileValues } from './fileParts';
import { absoluteUrl, filesDownloadUrl } from './download';

interface FilterValues {
  name?: string;
  createdAt?: PickerRange | null;
  directory?: string;
}

const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);
const directoryName = (f: FileInfo) => (f.directory == null ? '' : typeof f.directory === 'string' ? f.directory : (f.directory.name ?? f.directory.id));

function toBody(v: FileValues): MultipartArgs<FileInfoRequest> {
  const auth = Boolean(v.auth);
  return {
    json: {
      alias: toLatinDigits(v.alias ?? '').trim(),
      directory: v.directory ?? '',
      auth,
      users: auth ? v.users : [],
      roles: auth ? v.roles : [],
    },
    files: v.files ?? [],
  };
}

const api = filemanagementApi.endpoints;

export const fileResource = defineResource<FileInfo, FileFilter, FileValues, MultipartArgs<FileInfoRequest>, FilterValues>({
  name: 'files.file',
  // add and edit go through the form (multipart add, JSON edit), delete through `remove`
  endpoints: { list: api.fileList, one: api.file },
  defaultSorter: 'createdAt,desc',
  selectable: true,
  // the toolbar deletes the selection in one documented call (DELETE with the ids); no per-row bulk delete
  bulk: { remove: false },
  columns: [
    { key: 'name', title: 'files.field.name', sortable: true, width: 240, render: (r) => <span className="file-name">{fileTitle(r)}</span> },
    { key: 'type', title: 'files.field.type', sortable: true, sortField: 'extension.name', render: (r) => <FileKind kind={r.extension.name} />, responsive: ['md'], priority: 'medium' },
    { key: 'format', title: 'files.field.format', sortable: true, sortField: 'extension.suffix', ltr: true, render: (r) => r.extension.suffix, priority: 'low' },
    { key: 'size', title: 'files.field.size', sortable: true, render: (r) => <SizeMb bytes={r.size} />, priority: 'low' },
    { key: 'directory', title: 'files.field.directory', sortable: true, sortField: 'directory.name', render: directoryName, responsive: ['sm'], priority: 'medium' },
    { key: 'auth', title: 'files.field.auth', sortable: true, render: (r) => <AuthIcon auth={r.auth} /> },
    { key: 'users', title: 'files.field.users', render: (r) => <Access list={r.auth ? r.users : []} kind="users" />, responsive: ['lg'], priority: 'low' },
    { key: 'roles', title: 'files.field.roles', render: (r) => <Access list={r.auth ? r.roles : []} kind="roles" />, responsive: ['lg'] },
    { key: 'createdAt', title: 'files.field.createdAt', sortable: true, date: true, responsive: ['md'], priority: 'low' },
    { key: 'updatedAt', title: 'files.field.updatedAt', sortable: true, date: true, responsive: ['xl'], priority: 'low' },
    { key: 'download', title: 'files.field.download', render: (r) => <DownloadLink file={r} /> },
  ],
  filter: {
    Fields: FilterFields,
    ...dateRangeFilter<FilterValues, FileFilter>('createdAt'),
  },
  form: {
    Fields: FileFields,
    initial: { auth: false, users: [], roles: [], files: [] },
    toValues: (f) => ({
      alias: f.alias ?? '',
      directory: f.directory == null ? undefined : idOf(f.directory),
      auth: f.auth,
      users: (f.users ?? []).map(idOf),
      roles: (f.roles ?? []).map(idOf),
    }),
    toBody,
    // add: multipart (fileInfo + files); edit: the JSON alone
    add: (body) => api.addFile.initiate(body),
    edit: (id, body) => api.editFile.initiate({ id, body: body.json }),
  },
  remove: (r) => api.deleteFiles.initiate([r.id]),
  operations: [
    {
      key: 'copyLink',
      label: 'files.copyLink',
      icon: <LinkOutlined />,
      // an authenticated file's link would carry the api key: only public files offer it
      hidden: (r) => r.auth,
      onClick: (r, ctx) => ctx.copy(absoluteUrl(filesDownloadUrl([r]))),
    },
  ],
  toolbar: BulkActions,
});

export default function File() {
  return <ResourcePage resource={fileResource} />;
}
