/**
 * A file upload for any type as a Form control: `value` is the list of chosen `File`s (sent by the
 * form, e.g. as multipart `files` parts); nothing is uploaded here. Several files with `multiple`
 * (otherwise a new one replaces the old); each chosen file is listed with its name and size and can be
 * removed before saving. Unlike `ImageUpload` it accepts every format and size (the server decides).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

export interface FileUploadProps {
  value?: File[];
  onChange?(files: File[]): void;
  multiple?: boolean;
  disabled?: boolean;
  /** Injected by Form.Item: put on the file input (the label then names it). */
  id?: string;
}

const EMPTY: File[] = [];
let nextUid = 0;

export function FileUpload({ value = EMPTY, onChange, multiple = false, disabled = false, id }: FileUploadProps) {
  const intl = useIntl();
  const uids = useRef(new WeakMap<File, string>());
  // files accepted in this batch before the parent re-renders (several chosen at once)
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const fileList = useMemo<UploadFile[]>(
    () =>
      value.map((file) => {
        let uid = uids.current.get(file);
        if (!uid) {
          uid = `file-${(nextUid += 1)}`;
          uids.current.set(file, uid);
        }
        return { uid, name: file.name, status: 'done', size: file.size, type: file.type };
      }),
    [value],
  );

  const accept = (file: File) => {
    latest.current = multiple ? [...latest.current, file] : [file];
    onChange?.(latest.current);
    return false;
  };

  const remove = (item: UploadFile) => {
    latest.current = value.filter((file) => uids.current.get(file) !== item.uid);
    onChange?.(latest.current);
    return true;
  };

  return (
    <Upload id={id} multiple={multiple} fileList={fileList} beforeUpload={accept} onRemove={remove} disabled={disabled} showUploadList={{ showRemoveIcon: !disabled }}>
      <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
        {intl.formatMessage({ id: multiple ? 'resourceFields.chooseFiles' : 'resourceFields.chooseFile' })}
      </Button>
    </Upload>
  );
}
