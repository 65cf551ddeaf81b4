import { describe, expect, it } from "vitest";
import { parseStatus, STATUS_LABELS, STATUSES } from "./status";

describe("application statuses", () => {
  it("are labelled as the pages name them, in the filter's order", () => {
    expect(STATUSES.map((status) => STATUS_LABELS[status])).toEqual([
      "Submitted",
      "Shortlisted",
      "Offer received",
      "Confirmed",
      "Offer declined",
      "Not selected",
      "Withdrawn",
      "Offer expired",
    ]);
    expect(STATUSES).toEqual([
      "submitted",
      "shortlisted",
      "offered",
      "hire_confirmed",
      "rejected",
      "not_selected",
      "withdrawn",
      "expired",
    ]);
  });

  it("reads a status from the address, and anything else as all of them", () => {
    expect(parseStatus("hire_confirmed")).toBe("hire_confirmed");
    expect(parseStatus("Confirmed")).toBeUndefined();
    expect(parseStatus("")).toBeUndefined();
    expect(parseStatus(null)).toBeUndefined();
  });
});
