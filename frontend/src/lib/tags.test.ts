import { describe, expect, it } from "vitest";
import { joinTags, splitTags, tagsTextField, tagsMessage } from "./tags";

describe("tags", () => {
  it("splits tags on commas, trimmed and without repeats", () => {
    expect(splitTags(" Youth, leadership ,youth,, ")).toEqual(["Youth", "leadership"]);
    expect(splitTags("")).toEqual([]);
  });

  it("joins tags for an input", () => {
    expect(joinTags(["Piano", "Vocals"])).toBe("Piano, Vocals");
  });

  it("accepts up to 20 tags of at most 40 characters", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `tag${i}`).join(",");
    expect(tagsTextField.safeParse(twenty).success).toBe(true);
    const result = tagsTextField.safeParse(`${twenty},one more`);
    expect(result.error?.issues[0]?.message).toBe(tagsMessage());
    expect(tagsTextField.safeParse("x".repeat(41)).success).toBe(false);
  });
});
