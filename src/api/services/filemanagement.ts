/**
 * filemanagement service (admin spec §2, §7): files (paged list, get, add as multipart with the JSON
 * part `fileInfo` and one `files` part per file, edit as JSON, delete of comma-joined ids) and the
 * directory tree (tree, get, add, edit, delete). Every answer read is checked against its schema.
 */
import { baseApi } from '../baseApi';
import { allEndpoint, entityEndpoints, multipartBody, newId, type MultipartArgs } from '../list';
import { directorySchema, fileInfoSchema, type Directory, type FileInfo } from '../schemas';
import type { DirectoryRequest, FileFilter, FileInfoRequest } from '../schemas/peopleRequests';

const BASE = 'filemanagement/v1';

/** File add: the `fileInfo` JSON part and the uploaded files. */
export type FileAddArgs = MultipartArgs<FileInfoRequest>;

const FILE_CHANGED = [{ type: 'File' as const, id: 'LIST' }, { type: 'Directory' as const, id: 'ALL' }];

export const filemanagementApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const file = entityEndpoints<FileInfo, FileInfoRequest, FileFilter>(build, BASE, 'file', 'File', {
      schema: fileInfoSchema,
      // the directory tree shows file counts
      alsoInvalidates: [{ type: 'Directory', id: 'ALL' }],
    });
    const directory = entityEndpoints<Directory, DirectoryRequest>(build, BASE, 'directory', 'Directory', {
      schema: directorySchema,
      // a renamed directory shows in the file list
      alsoInvalidates: [{ type: 'File', id: 'LIST' }],
    });
    return {
      fileList: file.list,
      file: file.one,
      addFile: build.mutation<string | undefined, FileAddArgs>({
        query: ({ json, files }) => ({ url: `${BASE}/file`, method: 'POST', body: multipartBody('fileInfo', json, files) }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : FILE_CHANGED),
      }),
      editFile: file.edit,
      /** DELETE file/{ids}: one id or several joined by commas (row delete, delete selected). */
      deleteFiles: build.mutation<unknown, readonly string[]>({
        query: (ids) => ({ url: `${BASE}/file/${ids.map(encodeURIComponent).join(',')}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, ids) => [...ids.map((id) => ({ type: 'File' as const, id })), ...FILE_CHANGED],
      }),

      directoryTree: allEndpoint<Directory>(build, 'Directory', () => `${BASE}/directory/tree`, directorySchema),
      directory: directory.one,
      addDirectory: directory.add,
      editDirectory: directory.edit,
      deleteDirectory: directory.remove,
    };
  },
});

export const { useDirectoryTreeQuery, useDeleteDirectoryMutation, useDeleteFilesMutation } = filemanagementApi;

const e = filemanagementApi.endpoints;
/** The file resource's calls (delete goes through `deleteFiles` with one id). */
export const fileEndpoints = { list: e.fileList, one: e.file, add: e.addFile, edit: e.editFile };
