// @vitest-environment node
import { resolve } from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";

describe("the production build", () => {
  it("emits no source maps (they would publish the full sources)", async () => {
    const config = await resolveConfig(
      { configFile: resolve(__dirname, "../../vite.config.ts"), logLevel: "silent" },
      "build",
      "production",
    );
    expect(config.build.sourcemap).toBe(false);
  });
});
