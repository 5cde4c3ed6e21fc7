import { z } from 'zod';
import { BUILD_MANIFESTS } from './site-constants.mjs';

/**
 * How one run of Vite builds: which of the browser's scripts (each built on its own), whether the
 * form sends to the local outbox, and a content folder laid over content/. scripts/build.mjs
 * gives them to vite.config.ts as an argument (ConfigEnv's `site`); Vite's own commands
 * (`npm run dev`, `vite build`) take the defaults. The owner's settings (.env) are not these:
 * they go through build-env.ts.
 */
export const buildOptionsSchema = z.strictObject({
  part: z.enum(Object.keys(BUILD_MANIFESTS) as [keyof typeof BUILD_MANIFESTS]).default('island'),
  /** The form sends to the local outbox, whatever EmailJS ids .env holds (npm start, npm test). */
  localEmail: z.boolean().default(false),
  /** An absolute folder whose collections replace those of content/ (the test company's). */
  contentOverlay: z.string().min(1).optional(),
});

export type BuildOptions = z.output<typeof buildOptionsSchema>;

/** The build options from what a script handed Vite, with a sentence for a wrong one. */
export function readBuildOptions(given: unknown): BuildOptions {
  const parsed = buildOptionsSchema.safeParse(given ?? {});
  if (parsed.success) return parsed.data;
  throw new Error(
    `The build was given wrong options: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );
}
