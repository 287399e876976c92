// zod compiles fast object parsers with `new Function`, and probes once whether it may: the portal's CSP forbids
// eval, and the browser reports even a refused probe as a violation. The forms' schemas (common/api, in lazy
// chunks) then parse without the compiled fast path. zod keeps its settings on `globalThis.__zod_globalConfig`
// (shared by every copy of zod, read as its core module loads): set there, before any schema is built, zod itself
// stays out of the first load (importing its `config` put 18 KB of it there).
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
