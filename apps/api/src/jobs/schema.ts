/** pg-boss keeps its tables in this PostgreSQL schema, beside ours. */
export const JOBS_SCHEMA = 'pgboss';
