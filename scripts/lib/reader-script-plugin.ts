import { build, type Plugin, type Rolldown } from 'vite';

type RolldownOutput = Rolldown.RolldownOutput;

/** The reader's campaign page script (decision 036), and the module that tells the pages its address. */
const ENTRY = 'app/lib/reader-page-script.ts';
const VIRTUAL_ID = 'virtual:reader-script';

/**
 * Builds the reader's script as a file of its own, apart from the app's chunks: Vite's split would share the
 * shell chunk (and so React) with it. A build of its own bundles it (with the photo shrinking as a chunk loaded on a
 * photo's choice), the client build emits the files under content-hashed names (so served `immutable` and precompressed
 * like every asset), and `import readerScriptSrc from 'virtual:reader-script'` answers the entry's address. The dev
 * server serves the source module itself.
 */
export function readerScript(): Plugin {
  let root = process.cwd();
  let serving = false;
  let bundle: ReturnType<typeof bundleReaderScript> | undefined;
  const bundled = () => {
    bundle ??= bundleReaderScript(root);
    return bundle;
  };
  return {
    name: 'pamoja:reader-script',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return;
      const src = serving ? `/${ENTRY}` : `/${(await bundled()).entry}`;
      return `export default ${JSON.stringify(src)};`;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of (await bundled()).files) {
        this.emitFile({ type: 'asset', ...file });
      }
    },
  };
}

async function bundleReaderScript(root: string) {
  const built = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['es'] },
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/reader-[hash].js',
          chunkFileNames: 'assets/reader-[name]-[hash].js',
        },
      },
    },
  });
  const { output } = (Array.isArray(built) ? built[0] : built) as RolldownOutput;
  const entry = output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error(`the build wrote no script for ${ENTRY}`);
  return {
    entry: entry.fileName,
    files: output.map((file) => ({
      fileName: file.fileName,
      source: file.type === 'chunk' ? file.code : file.source,
    })),
  };
}
