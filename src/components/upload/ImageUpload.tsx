/**
 * Image upload as a Form control (spec §5): `value` is the list of new `File`s (sent by the form,
 * e.g. as multipart parts); nothing is uploaded here. JPEG/PNG under 2 MB only — otherwise an error
 * notification ('The file format is not acceptable.' or the max-size message) and the file is dropped.
 * New files show previews; `existing` files (already stored) show thumbnails with a delete button that
 * asks for confirmation and calls `onDeleteExisting(fileId)`.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button, Image, Popconfirm, Typography, Upload, type UploadFile } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { notify } from '@/api/notifier';
import { dashboardImageUrl } from '@/api/urls';
import { isImageFile } from '@/lib/fileSignature';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageProblem } from './imageFile';

export interface ExistingImage {
  id: string;
  name: string;
}

export interface ImageUploadProps {
  /** New files chosen by the user. */
  value?: File[];
  onChange?(files: File[]): void;
  /** Allow several files (otherwise one; a new one replaces it). */
  multiple?: boolean;
  /** Files already stored, shown as 200×200 thumbnails with a delete button. */
  existing?: readonly ExistingImage[];
  /** Called after the user confirms deleting a stored file. */
  onDeleteExisting?(fileId: string): void;
  disabled?: boolean;
  /** Injected by Form.Item: put on the file input. */
  id?: string;
}

const EMPTY: File[] = [];
let nextUid = 0;

export function ImageUpload({ value = EMPTY, onChange, multiple = false, existing = [], onDeleteExisting, disabled = false, id }: ImageUploadProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `upload.${key}` }, values);

  // Stable uids and object URLs per File; URLs are revoked when their file leaves the value.
  const uids = useRef(new WeakMap<File, string>());
  const urls = useRef(new Map<File, string>());
  // Files accepted in this batch before the parent re-renders (several files chosen at once).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    for (const [file, url] of urls.current) {
      if (!value.includes(file)) {
        URL.revokeObjectURL(url);
        urls.current.delete(file);
      }
    }
  }, [value]);
  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const fileList = useMemo<UploadFile[]>(
    () =>
      value.map((file) => {
        let uid = uids.current.get(file);
        if (!uid) {
          uid = `image-${(nextUid += 1)}`;
          uids.current.set(file, uid);
        }
        let url = urls.current.get(file);
        if (!url) {
          url = URL.createObjectURL(file);
          urls.current.set(file, url);
        }
        return { uid, name: file.name, status: 'done', thumbUrl: url, url, size: file.size, type: file.type };
      }),
    [value],
  );

  const accept = async (file: File): Promise<boolean | typeof Upload.LIST_IGNORE> => {
    const problem = imageProblem(file) ?? ((await isImageFile(file)) ? null : 'format');
    if (problem === 'format') notify({ type: 'error', messageId: 'upload.invalidFormat' });
    if (problem === 'size') notify({ type: 'error', messageId: 'upload.maxSize', values: { size: IMAGE_MAX_MB } });
    if (problem) return Upload.LIST_IGNORE;
    latest.current = multiple ? [...latest.current, file] : [file];
    onChange?.(latest.current);
    return false;
  };

  const remove = (item: UploadFile) => {
    latest.current = value.filter((file) => uids.current.get(file) !== item.uid);
    onChange?.(latest.current);
    return true;
  };

  const canAdd = !disabled && (multiple || value.length === 0);

  return (
    <div className="image-upload">
      {existing.length > 0 && (
        <ul aria-label={t('existing')} style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {existing.map((file) => (
            <li key={file.id} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, width: 104 }}>
              <Image src={dashboardImageUrl(file.id, 200, 200)} alt={file.name} width={100} height={100} style={{ objectFit: 'cover', borderRadius: 8 }} />
              <Popconfirm
                title={intl.formatMessage({ id: 'common.confirmDelete' })}
                okText={intl.formatMessage({ id: 'common.yes' })}
                cancelText={intl.formatMessage({ id: 'common.no' })}
                onConfirm={() => onDeleteExisting?.(file.id)}
                disabled={disabled}
              >
                <Button size="small" danger type="text" icon={<DeleteOutlined aria-hidden />} aria-label={t('deleteExisting', { name: file.name })} disabled={disabled}>
                  {intl.formatMessage({ id: 'common.delete' })}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <Upload
        id={id}
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        fileList={fileList}
        beforeUpload={accept}
        onRemove={remove}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
      >
        {canAdd && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{t('select')}</div>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('hint', { size: IMAGE_MAX_MB })}
      </Typography.Text>
    </div>
  );
}
