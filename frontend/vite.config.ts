/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";

const apiTarget = process.env.STEEPLE_API_URL ?? "http://127.0.0.1:8000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
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
    // One test file per core (Vitest leaves one core to its own process, which mostly waits): on
    // a 2-core CI machine the suite takes 140 s instead of 216 s.
    maxWorkers: availableParallelism(),
  },
});
