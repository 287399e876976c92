// zod compiles fast object parsers with `new Function`, and probes once whether it may: the portal's CSP forbids
// eval, and the browser reports even a refused probe as a violation. The forms' schemas (common/api) are built
// after this runs, as main.tsx imports it first; they then parse without the compiled fast path.
import { config } from 'zod/v4/core';

config({ jitless: true });
