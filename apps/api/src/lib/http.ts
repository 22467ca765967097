import {
  AppError,
  DEFAULT_PAGE_SIZE,
  ErrorCode,
  HttpMessages,
  MAX_PAGE_SIZE,
  type Paginated,
} from '@rendezvous/domain';
import { z } from 'zod';

/** The success envelope: `{ data, message? }`. */
export function ok<T>(data: T): { data: T };
export function ok<T>(data: T, message: string): { data: T; message: string };
export function ok<T>(data: T, message?: string): { data: T; message?: string } {
  return message === undefined ? { data } : { data, message };
}

/** The schema of a success envelope around `data`, for a route's response. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** The answer for an id the caller's business does not hold: 404, naming nothing. */
export const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

export interface PageRequest {
  paginate?: number;
  page?: number;
}

/** Limit/offset for a page request; the size is clamped to what the API serves. */
export function pageWindow({ paginate, page }: PageRequest): {
  limit: number;
  offset: number;
  page: number;
} {
  const limit = Math.min(Math.max(paginate ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const current = Math.max(page ?? 1, 1);
  return { limit, offset: (current - 1) * limit, page: current };
}

export function toPage<T>(rows: T[], total: number, window: { limit: number; page: number }): Paginated<T> {
  return {
    data: rows,
    current_page: window.page,
    last_page: Math.max(1, Math.ceil(total / window.limit)),
    per_page: window.limit,
    total,
  };
}
