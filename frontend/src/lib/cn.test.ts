import { describe, expect, it } from "vitest";
import { cn } from "./cn";

// In tests cn() is the product's, checked by src/test/setup.ts.
describe("cn", () => {
  it("joins classes and drops what is false", () => {
    expect(cn("field", undefined, ["w-40", null], { "font-mono": true, hidden: false })).toBe("field w-40 font-mono");
  });

  it("refuses, in tests, two classes that set the same thing", () => {
    expect(() => cn("text-slate-600", "text-slate-900")).toThrow(/Conflicting Tailwind classes/);
    expect(() => cn("h-10 w-10", "h-8 w-8")).toThrow(/Conflicting Tailwind classes/);
  });

  it("lets a component class sit under a caller's utility, and variants beside the base", () => {
    expect(cn("avatar", "h-14 w-14 text-lg")).toBe("avatar h-14 w-14 text-lg");
    expect(cn("text-slate-600 aria-checked:text-slate-900")).toBe("text-slate-600 aria-checked:text-slate-900");
  });
});
