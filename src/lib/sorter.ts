/** The API's sorter string: `field,asc` or `field,desc`. */
export type SortOrder = 'ascend' | 'descend' | null | undefined;

export function toSorter(field: string | undefined | null, order: SortOrder): string | undefined {
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

export function fromSorter(sorter: string | null | undefined): { field?: string; order?: 'ascend' | 'descend' } {
  if (!sorter) return {};
  const [field, dir] = sorter.split(',');
  if (!field || (dir !== 'asc' && dir !== 'desc')) return {};
  return { field, order: dir === 'asc' ? 'ascend' : 'descend' };
}
