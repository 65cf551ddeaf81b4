import { z } from "zod";

// Zod compiles parsers with `new Function` unless told not to; our Content-Security-Policy forbids
// eval, so every attempt would be reported as a violation. Import zod from here, not from "zod".
z.config({ jitless: true });

export { z };
