import { describe, expect, it } from "vitest";
import { TEST_USER } from "@/test/app-testing";
import {
  CHURCH_NAME_REQUIRED,
  churchFormDefaults,
  churchFormSchema,
  FEE_MESSAGE,
  FEE_RANGE_MESSAGE,
  isWebAddress,
  NAME_REQUIRED,
  RADIUS_MESSAGE,
  talentFormDefaults,
  talentFormSchema,
  toAccountUpdate,
  toChurchIn,
  toTalentIn,
  WEB_ADDRESS_MESSAGE,
} from "./profile-form";
import { CHURCH_PROFILE as CHURCH, EMPTY_TALENT } from "./test-fixtures";

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join(".")] ??= issue.message;
  return byField;
}

const talent = (changes: Record<string, unknown> = {}) => ({
  ...talentFormDefaults({ ...TEST_USER, city: "Dayton", state: "OH" }, EMPTY_TALENT),
  ...changes,
});
const church = (changes: Record<string, unknown> = {}) => ({ ...churchFormDefaults(TEST_USER, CHURCH), ...changes });

describe("talent form rules", () => {
  it("accepts an empty profile with a name", () => {
    expect(talentFormSchema.safeParse(talent()).success).toBe(true);
  });

  it("requires the name and keeps texts within the server's lengths", () => {
    const result = talentFormSchema.safeParse(
      talent({ full_name: " ", headline: "h".repeat(151), bio: "b".repeat(5001), availability: "a".repeat(501) }),
    );
    expect(issues(result)).toEqual({
      full_name: NAME_REQUIRED,
      headline: "Use at most 150 characters",
      bio: "Use at most 5,000 characters",
      availability: "Use at most 500 characters",
    });
  });

  it("checks web addresses", () => {
    expect(issues(talentFormSchema.safeParse(talent({ video_url: "not a link", audio_url: "ftp://files.example.org/a.mp3" })))).toEqual({
      video_url: WEB_ADDRESS_MESSAGE,
      audio_url: WEB_ADDRESS_MESSAGE,
    });
    expect(talentFormSchema.safeParse(talent({ website_url: `https://example.org/${"a".repeat(481)}` })).success).toBe(false);
    expect(talentFormSchema.safeParse(talent({ website_url: "example.org/music" })).success).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("https://youtu.be/abc")).toBe(true);
  });

  it("takes fees in whole dollars with the lowest not above the highest", () => {
    expect(issues(talentFormSchema.safeParse(talent({ fee_min: "12.50" })))).toEqual({ fee_min: FEE_MESSAGE });
    expect(issues(talentFormSchema.safeParse(talent({ fee_min: "500", fee_max: "200" })))).toEqual({ fee_max: FEE_RANGE_MESSAGE });
    expect(talentFormSchema.safeParse(talent({ fee_min: "$1,500", fee_max: "2000" })).success).toBe(true);
    expect(issues(talentFormSchema.safeParse(talent({ travel_radius_miles: "5001" })))).toEqual({ travel_radius_miles: RADIUS_MESSAGE });
  });

  it("limits tags to 20 of at most 40 characters", () => {
    const many = Array.from({ length: 21 }, (_, i) => `Topic ${i}`).join(", ");
    expect(Object.keys(issues(talentFormSchema.safeParse(talent({ topics: many, skills: "x".repeat(41) }))))).toEqual([
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
      headline: "Worship leader",
      instruments: ["Piano", "vocals"],
      fee_min: 1000,
      travel_radius_miles: 0,
      video_url: "https://youtube.com/watch?v=1",
    });
    expect(toAccountUpdate(values)).toEqual({ full_name: "Ruth Baker", city: "Dayton", state: "OH" });
    expect(toAccountUpdate(talent({ city: " ", state: "" }))).toEqual({ full_name: "Ruth Baker", city: null, state: null });
  });
});

describe("church form rules (spec 02 §5)", () => {
  it("requires the church name", () => {
    expect(issues(churchFormSchema.safeParse(church({ church_name: "  " })))).toEqual({ church_name: CHURCH_NAME_REQUIRED });
  });

  it("accepts a custom colour only as # and 6 hex digits, or empty", () => {
    expect(churchFormSchema.safeParse(church({ primary_color: "" })).success).toBe(true);
    expect(churchFormSchema.safeParse(church({ primary_color: "#a1b2c3" })).success).toBe(true);
    for (const bad of ["#12345", "123456", "#12345G", "red"]) {
      expect(Object.keys(issues(churchFormSchema.safeParse(church({ primary_color: bad }))))).toEqual(["primary_color"]);
    }
  });

  it("checks the email and the website and social addresses", () => {
    expect(Object.keys(issues(churchFormSchema.safeParse(church({ contact_email: "office@", website: "grace", facebook_url: "https://facebook.com/grace" }))))).toEqual([
      "contact_email",
      "website",
    ]);
  });

  it("uses the theme's colour when the custom colour is empty", () => {
    expect(toChurchIn(church({ theme: "green", primary_color: "" })).primary_color).toBe("#10B981");
    expect(toChurchIn(church({ theme: "blue", primary_color: "#abcdef" })).primary_color).toBe("#ABCDEF");
  });

  it("does not show the server's 'Unknown' placeholder as the contact person", () => {
    expect(churchFormDefaults(TEST_USER, CHURCH).contact_name).toBe("");
    expect(toChurchIn(church()).contact_name).toBeNull();
  });
});
