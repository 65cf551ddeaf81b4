import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import { CredentialBadges } from "./credential-badges";
import type { Badge } from "./kinds";

const badge = (changes: Partial<Badge>): Badge => ({
  kind: "background_check",
  title: "Background check",
  issuer: "Sterling Volunteers",
  standing: "verified",
  verified_by: "Steeple staff",
  verified_at: "2026-03-12T15:00:00Z",
  valid_until: "2029-03-10",
  ...changes,
});

describe("credential badges", () => {
  it("say who verified each, the month and until when; unverified ones are self-reported", () => {
    render(
      <CredentialBadges
        badges={[
          badge({}),
          badge({ kind: "ordination", standing: "verified", valid_until: null }),
          badge({ kind: "safeguarding_training", standing: "self_reported", verified_by: null, verified_at: null }),
          badge({ kind: "licence", standing: "expired", valid_until: "2026-10-13" }),
        ]}
      />,
      { wrapper: WithI18n },
    );
    const list = screen.getByRole("list", { name: "Credentials" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((each) => each.getAttribute("aria-label"))).toEqual([
      "Background check: verified by Steeple staff, March 2026; valid until Mar 10, 2029",
      "Ordination: verified by Steeple staff, March 2026",
      "Safeguarding training: self-reported",
      "Licence: expired Oct 13, 2026",
    ]);
    expect(items[3]).toHaveClass("opacity-80");
  });

  it("shows nothing without credentials", () => {
    const { container } = render(<CredentialBadges badges={[]} />, { wrapper: WithI18n });
    expect(container).toBeEmptyDOMElement();
  });
});
