import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text file of the client build, compressed once at the highest
 * levels; the server sends them as they are (no compression work per request).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const dir = options.dir!;
      for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the Latin files of the site's four font faces (70 KB in all), so they arrive with the
 * stylesheet and text is drawn once, in its own font: no swap after the first paint, no shift.
 */
function preloadFonts(): Plugin {
  const FACES = /(playfair-display|source-sans-3)-latin-\d+-normal-[\w-]+\.woff2$/;
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => FACES.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadFonts()],
  resolve: {
    // zod with the app's wording (see src/client/zod-with-config.ts).
    alias: [
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/client/zod-with-config.ts') },
    ],
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  environments: {
    client: {
      // The manifest lets the server preload a rendered page's own chunks (client-files.ts).
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet, linked by every page: a server-rendered page is styled before (and
        // without) any JavaScript, so nothing moves when its page chunk arrives (CLS).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // The one stylesheet keeps the entry's name (index-[hash].css), as before the merge into one.
            assetFileNames: (asset) =>
              asset.names.includes('style.css')
                ? 'assets/index-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            // The libraries every React page needs, in chunks of their own: they stay cached
            // across releases of the app's code. Mantine and the icons are split by use, like the
            // app's own modules: a page's chunks carry the components it uses, and no public page
            // loads an admin-only one (decision 0096; the server preloads a page's chunks at once,
            // so many small files cost no extra round trips in turn).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
    // The server-rendering bundle of the public pages (src/server/platform/client-files.ts loads it).
    ssr: {
      build: {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        rollupOptions: { input: 'src/client/entry-server.tsx' },
        copyPublicDir: false,
      },
      // Bundled so the server loads only the few icons used, not the whole icon set.
      resolve: { noExternal: ['@tabler/icons-react'] },
    },
  },
  // `vite build` builds both: the browser app, then the server bundle.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Keep the browser's Host so the server's same-origin check sees one origin.
      // The API is under /api/; /api-reference is a page of the app.
      '/api/': { target: `http://127.0.0.1:${process.env.PORT ?? 5000}`, changeOrigin: false },
    },
  },
});
