import path from 'node:path';
import { z } from 'zod';

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /** The built portal (vite build); absent folder means the API runs alone. */
  staticDir: string;
  /** The address people reach the portal at. */
  publicUrl: string;
  logLevel: string;
  /** Seed the demo data of DESIGN.md into an empty database. */
  seedDemo: boolean;
};

/** Reads the environment into a typed config; every default is the embedded one. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set".
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    staticDir: path.resolve(env.STATIC_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
  };
}
