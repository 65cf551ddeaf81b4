import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OfferTerms } from "@/features/applications/components/offer-terms";
import { application, offer } from "@/features/applications/test-fixtures";
import { NotificationDialog } from "@/features/notifications/components/notification-dialog";
import { OfferTermsSlot } from "@/features/notifications/offer-terms-slot";
import { notification } from "@/features/notifications/test-fixtures";
import { clearSession, setSession } from "@/lib/auth/session";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";

// The bell's offer dialog with the terms the app composes into it (as root-layout does).
const offered = notification();
const APPLICATION = `/api/applications/${offered.application_id}`;

function renderOffer() {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <OfferTermsSlot value={(id) => <OfferTerms applicationId={id} />}>
            <NotificationDialog notification={offered} onClose={() => {}} />
          </OfferTermsSlot>
        ),
      },
    ],
    "/",
  );
}

describe("the offer dialog from the bell", () => {
  beforeEach(() => setSession(sessionBody({ needs_onboarding: false })));
  afterEach(() => clearSession());

  it("shows the offer's terms before the speaker answers", async () => {
    stubApi({ [APPLICATION]: () => json(200, application({ id: offered.application_id!, status: "offered", offer: offer() })) });
    renderOffer();
    const terms = await screen.findByRole("region", { name: "Offer terms" });
    for (const text of ["$1,200", "Reimbursed up to $300", "Provided", "W-9 required before payment", "Sun, Dec 20, 2026"]) {
      expect(await within(terms).findByText(text)).toBeInTheDocument();
    }
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Accept Offer" }));
    expect(screen.getByRole("alertdialog", { name: "Accept this offer?" })).toHaveTextContent("on the terms shown");
  });

  it("says a love offering is a love offering", async () => {
    const loveOffering = offer({ honorarium: "love_offering", honorarium_amount: null, w9_required: false });
    stubApi({ [APPLICATION]: () => json(200, application({ id: offered.application_id!, offer: loveOffering })) });
    renderOffer();
    const terms = await screen.findByRole("region", { name: "Offer terms" });
    expect(await within(terms).findByText("Love offering")).toBeInTheDocument();
    expect(within(terms).queryByText(/W-9/)).not.toBeInTheDocument();
  });
});
