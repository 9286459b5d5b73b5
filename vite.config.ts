import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/lib/precompress-plugin.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
});
