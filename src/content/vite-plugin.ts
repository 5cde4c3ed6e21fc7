import { relative, resolve } from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import { encodePhotos } from './photos.ts';
import { CONTENT_ROOT, ContentError, loadContent, type ContentOptions } from './load-content.ts';
import type { Photo } from '../lib/photo.ts';
import type { SiteContent } from './types.ts';
import { browserOfficesOf, browserSettingsOf, formWordsOf } from './browser-settings.ts';

export const CONTENT_MODULE = 'virtual:site-content';
const RESOLVED = `\0${CONTENT_MODULE}`;

const withBrowserParts = (content: SiteContent) => ({
  ...content,
  browserSettings: browserSettingsOf(content),
  browserOffices: browserOfficesOf(content),
  formWords: formWordsOf(content),
});

export const photosOf = (content: SiteContent): Photo[] =>
  content.jobs.flatMap((job) => [job.before, job.after]);

/**
 * The content folder as a module: `import { services } from 'virtual:site-content'` gives the
 * validated, filled-in content, one named export per part so the browser's bundle keeps only
 * what it imports (the build's entry takes the whole, as its default). A mistake in any file
 * stops the build (or shows in the dev server) with every problem listed. `browserSettings` is
 * what every page's scripts read of the settings, `browserOffices` what a form or the finder
 * fetches of the offices (src/content/browser-settings.ts). The build
 * writes each job photo's sizes; the dev server encodes them on request.
 */
export function siteContent(
  options: ContentOptions & {
    /**
     * Whether this build writes the job photos: the build of the island does, and the other
     * parts, built after it into the same folder, would only encode them again.
     */
    photos?: boolean;
  } = {},
): Plugin {
  let loaded: Promise<SiteContent> | undefined;
  const load = () => (loaded ??= loadContent(options));
  let isBuild = false;
  let logger: Logger | undefined;
  /**
   * `npm run dev` and `npm run edit`: a mistake in the content is said as its list alone, and the
   * server stays up, so the page comes back once the file is saved right.
   */
  const loadAndSay = async (again: boolean) => {
    try {
      await load();
      if (again) logger?.info('✔ The content reads without a problem.', { timestamp: true });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      loaded = undefined;
      logger?.error(`\n✖ ${error.message}\n`);
    }
  };
  return {
    name: 'site-content',
    configResolved(config) {
      isBuild = config.command === 'build';
      logger = config.logger;
    },
    async buildStart() {
      loaded = undefined;
      if (isBuild) await load();
      else await loadAndSay(false);
      this.addWatchFile(resolve(options.root ?? CONTENT_ROOT));
    },
    resolveId: (id) =>
      id === CONTENT_MODULE || id.startsWith(`${CONTENT_MODULE}/`) ? `\0${id}` : null,
    async load(id) {
      // One part alone ('virtual:site-content/requestForms'): a chunk that is the only one to
      // need it keeps it, instead of the entry chunk every page loads.
      if (id.startsWith(`${RESOLVED}/`)) {
        const key = id.slice(RESOLVED.length + 1);
        const content: Record<string, unknown> = withBrowserParts(await load());
        if (!Object.hasOwn(content, key)) throw new Error(`The content has no part "${key}"`);
        return `export const ${key} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(content[key]))});`;
      }
      if (id !== RESOLVED) return null;
      const all = withBrowserParts(await load());
      const parts = Object.entries(all).map(
        ([key, value]) =>
          `export const ${key} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});`,
      );
      return [...parts, `export default { ${Object.keys(all).join(', ')} };`].join('\n');
    },
    async generateBundle() {
      if (!isBuild || options.photos === false || this.environment?.config.build.ssr) return;
      const files = await encodePhotos(photosOf(await load()));
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server: ViteDevServer) {
      const folders = [options.root ?? CONTENT_ROOT, options.overlay].filter(Boolean) as string[];
      for (const folder of folders) server.watcher.add(resolve(folder));
      server.watcher.on('all', (_event, file) => {
        if (!folders.some((folder) => !relative(resolve(folder), file).startsWith('..'))) return;
        loaded = undefined;
        void loadAndSay(true);
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.slice(1).split('?')[0] ?? '';
        if (!name.startsWith('photos/')) return next();
        try {
          const files = await encodePhotos(photosOf(await load()), (file) => file === name);
          if (!files[name]) return next();
          res.setHeader('Content-Type', `image/${name.split('.').pop()}`);
          res.end(files[name]);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
