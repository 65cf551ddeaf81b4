import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { ReportButton } from "./report-dialog";

const ITEM = "5f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c";

function renderButton() {
  return renderRoutes([{ path: "/", element: <ReportButton itemType="opportunity" itemId={ITEM} /> }], "/");
}

afterEach(() => clearSession());

describe("ReportButton and its dialog", () => {
  it("is not offered to visitors who are not signed in", () => {
    stubApi({});
    renderButton();
    expect(screen.queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  });

  it("asks for a reason, then sends it with the details and thanks the reporter", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    const api = stubApi({ "/api/reports": () => json(201, { id: "r1", status: "open" }) });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    const dialog = screen.getByRole("dialog", { name: "Report this opportunity" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Choose a reason.");
    expect(within(dialog).getByLabelText("Reason")).toBeInvalid();
    expect(api.sent("/api/reports")).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "Fake or misleading");
    await userEvent.type(within(dialog).getByLabelText("Details (optional)"), " The church does not exist. ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Thanks — our team will review this report.");
    expect(await api.sent("/api/reports")[0]!.json()).toEqual({
      item_type: "opportunity",
      item_id: ITEM,
      reason: "fake",
      details: "The church does not exist.",
    });

    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("needs details for 'Something else'", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    stubApi({});
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "other");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Say what is wrong");
    expect(within(dialog).getByLabelText("Details")).toBeInvalid();
  });

  it("says so when this person already reported it", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    stubApi({ "/api/reports": () => apiError(409, "already_reported", "You already reported this.") });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("You have already reported this. Our team will review it.");
  });

  it("shows any other refusal and keeps the form", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    stubApi({ "/api/reports": () => apiError(404, "report_target_not_found", "There is nothing to report here.") });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("There is nothing to report here.");
    expect(within(dialog).getByRole("button", { name: "Send report" })).toBeEnabled();
  });
});
