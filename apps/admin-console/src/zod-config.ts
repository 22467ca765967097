// The server's Content-Security-Policy forbids eval. Left to itself, zod probes for it with
// `new Function` when it builds its first object schema, and the browser reports a violation;
// `jitless` turns the probe off. It goes straight onto the global zod reads its settings from
// (the one `z.config` writes): importing zod here would pull it into the entry chunk. main.tsx
// imports this module first, so it runs before any schema is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
