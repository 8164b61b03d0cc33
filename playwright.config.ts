import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

// End-to-end tests run against the built demo pages (npm run build), served by `vite preview`.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]] : [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'npx vite preview --mode page --outDir dist-page --host 127.0.0.1 --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: !process.env.CI,
  },
});
