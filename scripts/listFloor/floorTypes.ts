/** What tests/e2e/listSpeed.spec.ts hands the list floor page (scripts/listFloor/main.tsx). */
export type FloorKind = 'text' | 'link' | 'money' | 'number' | 'date' | 'tags' | 'switch' | 'numberInput';

export interface FloorColumn {
  key: string;
  title: string;
  kind: FloorKind;
  /** where the value is, when not `record[key]`: `brand.name`; an array of objects gives its names */
  path?: string;
  /** a switch's words for on and off */
  labels?: [string, string];
}

export interface FloorOptions {
  rows: Record<string, unknown>[];
  columns: FloorColumn[];
  language: 'fa' | 'en';
  /** the page size the app shows (from 1,000 the table renders virtually, as the app's does) */
  pageSize: number;
  total: number;
  /** the row menu's items (the app's list offers as many: edit, its operations, delete) */
  menu: string[];
}
