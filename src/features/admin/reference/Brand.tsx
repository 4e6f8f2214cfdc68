/**
 * Brands (admin §2, §3, §5): name, country, publish and images. Add and edit send multipart (JSON part
 * `brand` + one `files` part per new image); a stored image is deleted on its own call.
 */
import { useState } from 'react';
import { Form } from 'antd';
import { brandEndpoints, useDeleteBrandFileMutation, type BrandArgs } from '@/api/services/basicinformation';
import type { Brand as BrandRow } from '@/api/schemas';
import type { ReferenceFilter } from '@/api/schemas/requests';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { ImageUpload } from '@/components/upload';
import { toLatinDigits } from '@/lib/digits';
import { LocationFields, NameField, refId, refName, useLabel, nameAndLocationFilter } from './fields';

interface Values {
  name: string;
  country: string;
  files?: File[];
}

function Fields({ form, record }: FieldsProps<BrandRow>) {
  const label = useLabel();
  const [deleteFile] = useDeleteBrandFileMutation();
  // stored images deleted in this modal (each on its own call)
  const [removed, setRemoved] = useState<string[]>([]);
  const existing = (record?.files ?? []).filter((f) => !removed.includes(f.id));
  return (
    <>
      <NameField />
      <LocationFields form={form} levels={['country']} required />
      <Form.Item name="files" label={label('images')}>
        <ImageUpload
          multiple
          existing={existing}
          onDeleteExisting={(fileId) =>
            record &&
            deleteFile({ id: record.id, fileId })
              .unwrap()
              .then(() => setRemoved((ids) => [...ids, fileId]))
              .catch(() => undefined)
          }
        />
      </Form.Item>
    </>
  );
}

const FilterFields = nameAndLocationFilter({ levels: ['country'] });

export const brandResource = defineResource<BrandRow, ReferenceFilter, Values, BrandArgs>({
  name: 'reference.brand',
  endpoints: brandEndpoints,
  columns: [
    { key: 'name', title: 'reference.field.name', sortable: true },
    { key: 'country', title: 'reference.field.country', sortable: true, sortField: 'country.name', render: (r) => refName(r.country) },
    { key: 'publish', title: 'reference.field.publish', sortable: true, toggle: true },
  ],
  filter: { Fields: FilterFields },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, country: refId(r.country), files: [] }),
    toBody: (v) => ({ brand: { name: toLatinDigits(v.name).trim(), country: v.country }, files: v.files ?? [] }),
    loadFull: true,
  },
});

export default function Brand() {
  return <ResourcePage resource={brandResource} />;
}
