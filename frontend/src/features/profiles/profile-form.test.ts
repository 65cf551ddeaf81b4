import { describe, expect, it } from "vitest";
import { TEST_USER } from "@/test/app-testing";
import { isWebAddress } from "@/lib/form-fields";
import {
  feeMessage,
  feeRangeMessage,
  nameRequired,
  radiusMessage,
  talentFormDefaults,
  talentFormSchema,
  toTalentIn,
} from "./profile-form";
import { EMPTY_TALENT } from "./test-fixtures";

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join(".")] ??= issue.message;
  return byField;
}

const talent = (changes: Record<string, unknown> = {}) => ({
  ...talentFormDefaults({ ...TEST_USER, city: "Dayton", state: "OH" }, EMPTY_TALENT),
  ...changes,
});

describe("talent form rules", () => {
  it("accepts an empty profile with a name", () => {
    expect(talentFormSchema().safeParse(talent()).success).toBe(true);
  });

  it("requires the name and keeps texts within the server's lengths", () => {
    const result = talentFormSchema().safeParse(
      talent({ full_name: " ", headline: "h".repeat(151), bio: "b".repeat(5001), availability: "a".repeat(501) }),
    );
    expect(issues(result)).toEqual({
      full_name: nameRequired(),
      headline: "Use at most 150 characters",
      bio: "Use at most 5,000 characters",
      availability: "Use at most 500 characters",
    });
  });

  it("checks web addresses", () => {
    expect(issues(talentFormSchema().safeParse(talent({ video_url: "not a link", audio_url: "ftp://files.example.org/a.mp3" })))).toEqual({
      video_url: "Enter a web address, like https://example.org",
      audio_url: "Enter a web address, like https://example.org",
    });
    expect(talentFormSchema().safeParse(talent({ website_url: `https://example.org/${"a".repeat(481)}` })).success).toBe(false);
    expect(talentFormSchema().safeParse(talent({ website_url: "example.org/music" })).success).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("https://youtu.be/abc")).toBe(true);
  });

  it("takes fees in whole dollars with the lowest not above the highest", () => {
    expect(issues(talentFormSchema().safeParse(talent({ fee_min: "12.50" })))).toEqual({ fee_min: feeMessage() });
    expect(issues(talentFormSchema().safeParse(talent({ fee_min: "500", fee_max: "200" })))).toEqual({ fee_max: feeRangeMessage() });
    expect(talentFormSchema().safeParse(talent({ fee_min: "$1,500", fee_max: "2000" })).success).toBe(true);
    expect(issues(talentFormSchema().safeParse(talent({ travel_radius_miles: "5001" })))).toEqual({ travel_radius_miles: radiusMessage() });
  });

  it("limits tags to 20 of at most 40 characters", () => {
    const many = Array.from({ length: 21 }, (_, i) => `Topic ${i}`).join(", ");
    expect(Object.keys(issues(talentFormSchema().safeParse(talent({ topics: many, skills: "x".repeat(41) }))))).toEqual([
      "topics",
      "skills",
    ]);
  });

  it("sends the whole profile: empty texts as null, tags as lists, numbers, full addresses", () => {
    const values = talent({
      headline: "  Worship leader ",
      instruments: "Piano, vocals, piano",
      fee_min: "$1,000",
      fee_max: "",
      travel_radius_miles: "0",
      video_url: "youtube.com/watch?v=1",
    });
    expect(toTalentIn(values)).toEqual({
      ...EMPTY_TALENT,
      full_name: "Ruth Baker",
      city: "Dayton",
      state: "OH",
      headline: "Worship leader",
      instruments: ["Piano", "vocals"],
      fee_min: 1000,
      travel_radius_miles: 0,
      video_url: "https://youtube.com/watch?v=1",
    });
  });

  it("carries the account's name and place in the same request, an empty place as null", () => {
    expect(toTalentIn(talent({ full_name: " Ruth A. Baker ", city: " ", state: "" }))).toMatchObject({
      full_name: "Ruth A. Baker",
      city: null,
      state: null,
    });
  });
});
