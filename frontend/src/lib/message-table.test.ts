import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { afterEach, describe, expect, it } from "vitest";
import { messageTable } from "./message-table";

const DRAFT = msg`Draft`;

describe("messageTable", () => {
  afterEach(() => i18n.activate("en"));

  it("reads each label in the language on screen when it is looked up", () => {
    const labels = messageTable({ draft: DRAFT });
    expect(labels.draft).toBe("Draft");
    i18n.loadAndActivate({ locale: "es", messages: { [DRAFT.id]: "Borrador" } });
    expect(labels.draft).toBe("Borrador");
    expect(Object.keys(labels)).toEqual(["draft"]);
  });
});
