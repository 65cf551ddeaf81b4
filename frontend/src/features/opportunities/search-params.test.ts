import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, hasFilters, readSearch, toApiQuery, withFilters } from "./search-params";

const read = (query: string) => readSearch(new URLSearchParams(query));

describe("the list's search in the URL", () => {
  it("reads every filter under the API's names", () => {
    const search = read(
      "search=revival&event_type=conference&role=musician&from=2026-12-01&to=2026-12-31&state=Ohio&online=false&compensation=lodging&near=37203&radius=100&sort=distance&page=3",
    );
    expect(search).toEqual({
      filters: {
        search: "revival",
        event_type: "conference",
        role: "musician",
        from: "2026-12-01",
        to: "2026-12-31",
        state: "Ohio",
        online: "false",
        compensation: "lodging",
        near: "37203",
        radius: "100",
        sort: "distance",
      },
      page: 3,
    });
    expect(toApiQuery(search)).toEqual({
      search: "revival",
      event_type: "conference",
      role: "musician",
      from: "2026-12-01",
      to: "2026-12-31",
      state: "Ohio",
      online: false,
      compensation: "lodging",
      near: "37203",
      radius: 100,
      sort: "distance",
      page: 3,
    });
  });

  it("sends a distance and the nearest first only near a place, and only distances it offers", () => {
    expect(toApiQuery(read("radius=100&sort=distance"))).toEqual({});
    expect(read("near=Dayton&radius=7&sort=closest").filters).toMatchObject({ near: "Dayton", radius: "", sort: "" });
  });

  it("ignores values the API would refuse, and trims text to its limits", () => {
    const search = read(`search=${"a ".repeat(80)}&event_type=picnic&role=church&from=12/01/2026&online=yes&compensation=cash&page=-2`);
    expect(search.filters).toEqual({ ...EMPTY_FILTERS, search: "a ".repeat(50).trim() });
    expect(search.page).toBe(1);
    expect(read("page=999").page).toBe(50);
    expect(toApiQuery(read("  "))).toEqual({});
  });

  it("asks for online only, in person only, or both", () => {
    expect(toApiQuery(read("online=true"))).toEqual({ online: true });
    expect(toApiQuery(read("online=false"))).toEqual({ online: false });
    expect(toApiQuery(read(""))).toEqual({});
  });

  it("writes filters back, dropping empty ones, and a change goes back to page 1", () => {
    const params = new URLSearchParams("search=revival&page=3&utm=mail");
    const same = withFilters(params, { ...EMPTY_FILTERS, search: " revival " });
    expect(same.toString()).toBe("search=revival&page=3&utm=mail");
    const changed = withFilters(params, { ...EMPTY_FILTERS, search: "", role: "speaker" });
    expect(changed.toString()).toBe("utm=mail&role=speaker");
    expect(withFilters(params, EMPTY_FILTERS).toString()).toBe("utm=mail");
  });

  it("knows whether any filter is in force", () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, online: "true" })).toBe(true);
  });
});
