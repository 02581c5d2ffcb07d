import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      // Keep the browser's Host so the server's same-origin check sees one origin.
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 5000}`, changeOrigin: false },
    },
  },
});
