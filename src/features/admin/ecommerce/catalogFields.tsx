/** Small pieces the catalogue screens share: labels, names of related records, the category tree select. */
import { useIntl } from 'react-intl';
import { ecommerceApi } from '@/api/services/ecommerce';
import { isFaLocale } from '@/lib/locale';
import { refLabel, type Author, type ProductCategory, type Ref } from '@/api/schemas';
import { TreeSelectField } from '@/components/resource/fields';

/** `catalog.field.<key>` in the current language. */
export function useCatalogLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `catalog.field.${key}` });
}

/** A related record's name or title for a cell (`brand.name`, a category's title). */
export const refName = (ref: Ref | null | undefined) => refLabel(ref) ?? '';

/** Names joined by commas (the Persian comma in fa): a product's categories. */
export function JoinedNames({ names }: { names: readonly string[] }) {
  const intl = useIntl();
  return <>{names.filter(Boolean).join(isFaLocale(intl.locale) ? '، ' : ', ')}</>;
}

/** A whole number in the locale's digits (Persian in fa), as the row numbers are. */
export function NumberText({ value }: { value: number | string | null | undefined }) {
  const intl = useIntl();
  return <>{value == null || value === '' ? '' : intl.formatNumber(Number(value))}</>;
}

/** "First Last" of a populated user (owner, comment author); '' for a bare id. */
export function authorName(user: Author | string | null | undefined): string {
  if (!user || typeof user === 'string') return '';
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The product category tree as a select (single: parent; multiple: a product's categories, the filter). */
export interface CategoryTreeSelectProps {
  multiple?: boolean;
  /** Categories that cannot be chosen (a category as its own parent). */
  isDisabled?(node: ProductCategory): boolean;
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
  /** Injected by Form.Item. */
  id?: string;
  placeholder?: string;
}

export function CategoryTreeSelect(props: CategoryTreeSelectProps) {
  return <TreeSelectField endpoint={ecommerceApi.endpoints.adminProductCategoryTree} {...props} />;
}
