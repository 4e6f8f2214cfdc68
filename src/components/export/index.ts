/**
 * Spreadsheet export shared by every list (README.md of the resource pattern, the financial report):
 * fetch every page of a filtered list, turn the rows into plain cells in slices, write the xlsx in a
 * Web Worker and offer it as a download. No exceljs here: it is loaded only by the worker (or, without
 * Worker, by the in-page fallback).
 */
export type { SheetCell, SheetColumn, SheetDate, TableJob } from './sheet';
export { dateColumn, moneyColumn, sheetDate, type ColumnText } from './columns';
export { writeTableOffThread, fetchAllPages, sliced, type PageFetcher, type FetchProgress } from './offThread';
export { downloadSheet } from '@/components/downloadSheet';
