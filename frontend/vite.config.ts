/// <reference types="vitest/config" />
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";

const apiTarget = process.env.STEEPLE_API_URL ?? "http://127.0.0.1:8000";

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Lingui's macros (<Trans>, t, msg, plural) become message ids at build time; Babel runs
    // only for them, on our own sources.
    babel({
      include: /\/src\/.*\.tsx?$/,
      parserOpts: { plugins: ["typescript", "jsx"] },
      plugins: ["@lingui/babel-plugin-lingui-macro"],
    }),
    // Imports of a catalogue (.po) become its compiled messages.
    lingui(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // React Router's package exports only its development build (remix-run/react-router#12532,
      // #14102): its production build differs in one flag that drops the dev warnings' code, 0.6 KB
      // gzip of the first route.
      ...(command === "build"
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, ws: true }, "/dev": apiTarget },
  },
  build: {
    target: "es2022",
    // Source maps would publish the full sources; the dev server makes its own.
    sourcemap: false,
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // One worker per core (Vitest leaves one core to its own process, which mostly waits).
    maxWorkers: availableParallelism(),
    // A worker runs file after file in one jsdom with the libraries loaded once, rather than a new
    // process per file: building jsdom and importing React, Radix and recharts again for each of
    // 105 files was two thirds of the suite's CPU time (166 s of CPU before, 56 s after).
    // src/test/setup.ts gives each file fresh modules of our own and a clean document. Sonner is
    // loaded per file like our modules, so its store of raised toasts starts empty too.
    isolate: false,
    server: { deps: { inline: ["sonner"] } },
  },
}));
