import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";

const apiDir = resolve(__dirname, "../lib/api");

describe("generated API types", () => {
  it("match the checked-in OpenAPI schema (run `make api-types` when this fails)", async () => {
    const schema = JSON.parse(readFileSync(resolve(apiDir, "openapi.json"), "utf8"));
    const generated = astToString(await openapiTS(schema));
    const checkedIn = readFileSync(resolve(apiDir, "schema.d.ts"), "utf8");
    const body = (text: string) => text.slice(text.indexOf("export interface paths"));
    expect(body(checkedIn)).toBe(body(generated));
  });
});
