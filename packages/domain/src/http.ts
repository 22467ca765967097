import { z } from './zod';
import { CoercedIdSchema, FlagSchema, singleLineText } from './common';
import { MAX_PAGE, MAX_PAGE_SIZE, TEXT_MAX } from './constants';

/** Success envelope: `{ data, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** A page of rows: `{ data: [...], current_page, last_page, per_page, total }`. */
export function paginated<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Query flags arrive as strings; "true"/"1" are true. */
export const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** A 0/1 filter in a query string, e.g. statusRead=1. */
export const flagParam = z.coerce.number().int().min(0).max(1).pipe(FlagSchema).optional();

/** The `debug` parameter every request may carry. */
export const debugParam = singleLineText({ label: 'debug', max: TEXT_MAX.debug }).optional();

/** The text of a list's search box. */
export const searchParam = singleLineText({ label: 'Search', max: TEXT_MAX.search }).optional();

/** `paginate` (page size) and `page`, both optional; the server clamps the size. */
export const PageQuerySchema = z.object({
  paginate: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  debug: debugParam,
});

export const IdParamSchema = z.object({ id: CoercedIdSchema });
