import { describe, expect, it } from "vitest";
import {
  describeFilters,
  EMPTY_FILTERS,
  readSearch,
  toApiQuery,
  withFilters,
  withoutFilters,
  type FilterField,
} from "./search-params";

const LIST_FIELDS: readonly FilterField[] = ["q", "topic", "skill", "available_on"];
const TALENT_FIELDS: readonly FilterField[] = [
  "available_on",
  "text",
  "location",
  "topic",
  "skill",
  "instrument",
  "genre",
  "denomination",
  "worship_style",
];
const url = (search: string) => new URLSearchParams(search);

describe("reading the URL", () => {
  it("reads the fields a page offers, cleaned, and ignores the rest", () => {
    const search = readSearch(url("q=%20Ruth%20%20Baker%20&topic=youth&instrument=piano&role=musician&page=3"), LIST_FIELDS);
    expect(search.filters).toMatchObject({ q: "Ruth Baker", topic: "youth", skill: "", instrument: "" });
    expect(search.role).toBeNull();
    expect(search.page).toBe(3);
  });

  it("lets the talent page choose a role, but only speaker or musician", () => {
    expect(readSearch(url("role=musician"), TALENT_FIELDS, { roleChoice: true }).role).toBe("musician");
    expect(readSearch(url("role=church"), TALENT_FIELDS, { roleChoice: true }).role).toBeNull();
  });

  it("starts at page 1 for a missing or broken page and stops at the API's last page", () => {
    expect(readSearch(url(""), LIST_FIELDS).page).toBe(1);
    expect(readSearch(url("page=0"), LIST_FIELDS).page).toBe(1);
    expect(readSearch(url("page=2.5"), LIST_FIELDS).page).toBe(1);
    expect(readSearch(url("page=abc"), LIST_FIELDS).page).toBe(1);
    expect(readSearch(url("page=999"), LIST_FIELDS).page).toBe(200);
  });

  it("cuts values to the API's limits instead of sending a request it refuses", () => {
    const search = readSearch(url(`q=${"a".repeat(150)}&topic=${"b".repeat(80)}`), LIST_FIELDS);
    expect(search.filters.q).toHaveLength(100);
    expect(search.filters.topic).toHaveLength(60);
  });

  it("reads the day to be free on, and ignores one that is not a real YYYY-MM-DD date", () => {
    expect(readSearch(url("available_on=2027-03-07"), TALENT_FIELDS).filters.available_on).toBe("2027-03-07");
    for (const malformed of ["2027-3-7", "07/03/2027", "2027-02-30", "2027-13-01", "tomorrow", "2027-03-07T10:00"]) {
      expect(readSearch(url(`available_on=${malformed}`), TALENT_FIELDS).filters.available_on).toBe("");
    }
  });
});

describe("the API query", () => {
  it("sends only the filters that are set, and the page after the first", () => {
    const search = readSearch(url("q=Ruth&skill=&page=2"), LIST_FIELDS);
    expect(toApiQuery(search, "speaker")).toEqual({ role: "speaker", q: "Ruth", page: 2 });
    expect(toApiQuery(readSearch(url(""), LIST_FIELDS), "musician")).toEqual({ role: "musician" });
    expect(toApiQuery(readSearch(url("available_on=2027-03-07"), LIST_FIELDS), "speaker")).toEqual({
      role: "speaker",
      available_on: "2027-03-07",
    });
  });

  it("maps every talent filter to its parameter", () => {
    const search = readSearch(
      url(
        "role=speaker&available_on=2027-03-07&text=revival&location=Ohio&topic=youth&skill=teaching&instrument=piano&genre=gospel&denomination=Baptist&worship_style=contemporary",
      ),
      TALENT_FIELDS,
      { roleChoice: true },
    );
    expect(toApiQuery(search)).toEqual({
      role: "speaker",
      available_on: "2027-03-07",
      text: "revival",
      location: "Ohio",
      topic: "youth",
      skill: "teaching",
      instrument: "piano",
      genre: "gospel",
      denomination: "Baptist",
      worship_style: "contemporary",
    });
  });

  it("lets a page's own role win over the URL's", () => {
    const search = readSearch(url("role=musician"), LIST_FIELDS, { roleChoice: true });
    expect(toApiQuery(search, "speaker").role).toBe("speaker");
  });
});

describe("writing the URL", () => {
  it("goes back to page 1 when a filter changes", () => {
    expect(withFilters(url("q=Ruth&page=4"), { topic: "youth" }).toString()).toBe("q=Ruth&topic=youth");
    expect(withFilters(url("role=speaker&page=2"), { role: "musician" }).toString()).toBe("role=musician");
    expect(withFilters(url("role=speaker&page=2"), { role: null }).toString()).toBe("");
  });

  it("keeps the page when nothing really changed", () => {
    expect(withFilters(url("topic=youth&page=4"), { topic: "  youth " }).toString()).toBe("topic=youth&page=4");
    expect(withFilters(url("page=4"), { skill: "   " }).toString()).toBe("page=4");
  });

  it("removes cleared filters and keeps unrelated parameters", () => {
    expect(withFilters(url("utm=mail&topic=youth&skill=preaching"), { topic: "" }).toString()).toBe(
      "utm=mail&skill=preaching",
    );
  });

  it("writes the day, ignores one that is not a date, and removes it when cleared", () => {
    expect(withFilters(url("topic=youth&page=2"), { available_on: "2027-03-07" }).toString()).toBe(
      "topic=youth&available_on=2027-03-07",
    );
    expect(withFilters(url("available_on=2027-03-07"), { available_on: "" }).toString()).toBe("");
    expect(withFilters(url("page=2"), { available_on: "2027-02-30" }).toString()).toBe("page=2");
  });

  it("reads back what it wrote, the day included", () => {
    const filters = { ...EMPTY_FILTERS, text: "revival", genre: "gospel", available_on: "2027-03-07" };
    const written = withFilters(url(""), { ...filters, role: "musician" });
    expect(readSearch(url(written.toString()), TALENT_FIELDS, { roleChoice: true })).toEqual({
      filters,
      role: "musician",
      page: 1,
    });
  });

  it("clears every directory parameter", () => {
    expect(withoutFilters(url("q=a&topic=b&available_on=2027-03-07&role=speaker&page=3&utm=mail")).toString()).toBe(
      "utm=mail",
    );
  });
});

describe("describing the filters", () => {
  it("names each active filter for the empty state", () => {
    // The day is said in its own words ("free on …").
    const search = readSearch(url("q=Ruth&topic=youth&worship_style=choral&available_on=2027-03-07"), [
      ...LIST_FIELDS,
      "worship_style",
    ]);
    expect(describeFilters(search.filters)).toBe("name “Ruth”, topic “youth”, worship style “choral”");
    expect(describeFilters(readSearch(url("text=revival"), TALENT_FIELDS).filters)).toBe("“revival”");
  });
});
