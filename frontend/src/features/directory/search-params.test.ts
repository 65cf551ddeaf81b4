import { describe, expect, it } from "vitest";
import {
  describeFilters,
  readSearch,
  toApiQuery,
  withFilters,
  withoutFilters,
  type TextField,
} from "./search-params";

const LIST_FIELDS: readonly TextField[] = ["q", "topic", "skill"];
const TALENT_FIELDS: readonly TextField[] = [
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
});

describe("the API query", () => {
  it("sends only the filters that are set, and the page after the first", () => {
    const search = readSearch(url("q=Ruth&skill=&page=2"), LIST_FIELDS);
    expect(toApiQuery(search, "speaker")).toEqual({ role: "speaker", q: "Ruth", page: 2 });
    expect(toApiQuery(readSearch(url(""), LIST_FIELDS), "musician")).toEqual({ role: "musician" });
  });

  it("maps every talent filter to its parameter", () => {
    const search = readSearch(
      url(
        "role=speaker&text=revival&location=Ohio&topic=youth&skill=teaching&instrument=piano&genre=gospel&denomination=Baptist&worship_style=contemporary",
      ),
      TALENT_FIELDS,
      { roleChoice: true },
    );
    expect(toApiQuery(search)).toEqual({
      role: "speaker",
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

  it("clears every directory parameter", () => {
    expect(withoutFilters(url("q=a&topic=b&role=speaker&page=3&utm=mail")).toString()).toBe("utm=mail");
  });
});

describe("describing the filters", () => {
  it("names each active filter for the empty state", () => {
    const search = readSearch(url("q=Ruth&topic=youth&worship_style=choral"), [...LIST_FIELDS, "worship_style"]);
    expect(describeFilters(search.filters)).toBe("name “Ruth”, topic “youth”, worship style “choral”");
    expect(describeFilters(readSearch(url("text=revival"), TALENT_FIELDS).filters)).toBe("“revival”");
  });
});
