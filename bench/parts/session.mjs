// GET get-admin-by-token, the console's most frequent call (the demo owner, business and
// consultant appended), against its floor on PostgreSQL and on PGlite with the read cache on
// and off. Targets (issue 28): on PostgreSQL at least 0.75× the floor's throughput with a p99
// at most 1.5× its; on PGlite at least 0.5× the floor with the same read cache.
export const name = 'session';

export async function run(lib) {
  console.log(
    '\nGET get-admin-by-token (demo owner, business + consultant appended) against its floor',
  );
  await lib.versusFloorOnEveryEngine({
    name: 'GET get-admin-by-token',
    path: () => '/api/get-admin-by-token?appendBusiness=true&appendConsultant=true',
    targets: {
      postgres: { throughput: 0.75, p99: 1.5 },
      pglite: { throughput: 0.5 },
    },
    port: 3302,
  });
}
