/**
 * The images of an own form page (product, post, plugin, user; spec §2, §5): the record's stored
 * images, each deletable on its own call (`deleteFile`, e.g. `api.endpoints.deleteProductFile` as
 * `entityEndpoints` makes it) after a confirmation, and new uploads (JPEG/PNG under 2 MB, checked by
 * `ImageUpload`) held in the form field `name` as `File[]` until the page saves. A successful save
 * starts the form again, which clears them; a failed one keeps them.
 */
import { useState } from 'react';
import { Form, type FormItemProps } from 'antd';
import { useIntl } from 'react-intl';
import type { FileRef } from '@/api/schemas';
import { ImageUpload, type ExistingImage } from '@/components/upload';
import type { ApiThunk } from './types';
import { useApiCall } from './useApiCall';

/** DELETE {entity}/{id}/file/{fileId}. */
export interface FormPageDeleteFileEndpoint {
  initiate(arg: { id: string; fileId: string }): ApiThunk;
}

export interface ImagesFieldProps<T extends { id: string }> {
  /** The form field holding the new files; default `files`. */
  name?: string;
  /** Label; default "Images". */
  label?: string;
  /** The record being edited (undefined when adding: nothing stored yet). */
  record?: T;
  /** Its stored images; default `record.files`. */
  existing?(record: T): readonly ExistingImage[] | undefined;
  deleteFile?: FormPageDeleteFileEndpoint;
  /** Several images (default) or one. */
  multiple?: boolean;
  rules?: FormItemProps['rules'];
  extra?: FormItemProps['extra'];
}

const storedFiles = (record: { id: string }) => (record as { files?: readonly FileRef[] }).files;

export function ImagesField<T extends { id: string }>({ name = 'files', label, record, existing = storedFiles, deleteFile, multiple = true, rules, extra }: ImagesFieldProps<T>) {
  const intl = useIntl();
  const remover = useApiCall();
  // stored images deleted here, hidden before the record reloads
  const [removed, setRemoved] = useState<string[]>([]);
  const stored = (record ? (existing(record) ?? []) : []).filter((file) => !removed.includes(file.id));

  const remove = (fileId: string) => {
    if (!record || !deleteFile) return;
    remover
      .run(deleteFile.initiate({ id: record.id, fileId }))
      .then(() => setRemoved((ids) => [...ids, fileId]))
      .catch(() => undefined); // the server's message is shown; the image stays
  };

  return (
    <Form.Item name={name} label={label ?? intl.formatMessage({ id: 'resource.formPage.images' })} rules={rules} extra={extra}>
      <ImageUpload multiple={multiple} existing={stored} onDeleteExisting={deleteFile ? remove : undefined} disabled={remover.busy} />
    </Form.Item>
  );
}
