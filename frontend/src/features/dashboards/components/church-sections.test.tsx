import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, json, renderRoutes, stubApi } from "@/test/app-testing";
import { application, managedOpportunity, notification, quota } from "../test-fixtures";
import { ChurchOpportunities, PostingsLeft, RecentApplications } from "./church-sections";
import { LatestUpdates } from "./latest-updates";

const USER_ID = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";

function renderSection(element: ReactNode) {
  return renderRoutes([{ path: "/", element }], "/");
}

const page = (items: unknown[], next_cursor: string | null = null) => json(200, { items, next_cursor });
const region = (name: string) => screen.getByRole("region", { name });

describe("Your opportunities", () => {
  it("lists the first 10 with status and applicants by status, linking to each and its applicants", async () => {
    const api = stubApi({
      "/api/opportunities/mine": () =>
        page([
          managedOpportunity(
            { id: "opp-1", title: "Advent Revival Weekend" },
            { submitted: 3, shortlisted: 1, offered: 1, hire_confirmed: 1 },
          ),
          managedOpportunity({ id: "opp-2", title: "Youth Retreat", status: "draft", online: true }),
        ]),
      "/api/opportunities/quota": () => json(200, quota()),
    });
    renderSection(<ChurchOpportunities userId={USER_ID} />);
    expect(screen.getByRole("status", { name: "Loading your opportunities" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Advent Revival Weekend" })).toHaveAttribute("href", "/opportunities/opp-1");
    expect(screen.getByRole("link", { name: "Review applicants for Advent Revival Weekend" })).toHaveAttribute(
      "href",
      "/opportunities/opp-1/applicants",
    );
    const [first, second] = within(region("Your opportunities")).getAllByRole("listitem");
    expect(first).toHaveTextContent("Open");
    expect(first).toHaveTextContent("3 new · 1 shortlisted · 1 offered · 1 confirmed");
    expect(first).toHaveTextContent("Dayton, OH");
    expect(second).toHaveTextContent("Draft");
    expect(second).toHaveTextContent("No applicants yet");
    expect(second).toHaveTextContent("Online");
    expect(screen.queryByRole("link", { name: "Review applicants for Youth Retreat" })).not.toBeInTheDocument();
    expect(new URL(api.sent("/api/opportunities/mine")[0]!.url).searchParams.get("limit")).toBe("10");
    expect(await screen.findByRole("link", { name: "Post an opportunity" })).toHaveAttribute("href", "/opportunities/new");
    expect(screen.queryByText(/newest opportunities/)).not.toBeInTheDocument();
  });

  it("says when there are more than it shows", async () => {
    stubApi({
      "/api/opportunities/mine": () => page([managedOpportunity()], "next"),
      "/api/opportunities/quota": () => json(200, quota()),
    });
    renderSection(<ChurchOpportunities userId={USER_ID} />);
    expect(await screen.findByText("Showing your 1 newest opportunities.")).toBeInTheDocument();
  });

  it("offers no Post button to members who cannot post, and says how opportunities arrive", async () => {
    const api = stubApi({
      "/api/opportunities/mine": () => page([]),
      "/api/opportunities/quota": () => json(200, quota({ can_post: false })),
    });
    renderSection(<ChurchOpportunities userId={USER_ID} />);
    expect(await screen.findByText("You haven't posted an opportunity yet.")).toBeInTheDocument();
    await vi.waitFor(() => expect(api.sent("/api/opportunities/quota")).toHaveLength(1));
    expect(await screen.findByText("When your church posts one, it appears here with its applicants.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Post an opportunity" })).not.toBeInTheDocument();
  });

  it("tries again after a failure", async () => {
    let calls = 0;
    stubApi({
      "/api/opportunities/mine": () =>
        ++calls === 1 ? apiError(403, "not_church_member", "Only members of a church have opportunities.") : page([managedOpportunity()]),
      "/api/opportunities/quota": () => json(200, quota()),
    });
    const user = userEvent.setup();
    renderSection(<ChurchOpportunities userId={USER_ID} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load your opportunities.");
    expect(alert).toHaveTextContent("Only members of a church have opportunities.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Advent Revival Weekend" })).toBeInTheDocument();
  });
});

describe("Postings left this month", () => {
  it("counts what the church may still post", async () => {
    stubApi({ "/api/opportunities/quota": () => json(200, quota({ postings_left: 2 })) });
    renderSection(<PostingsLeft userId={USER_ID} />);
    expect(await screen.findByText("2")).toBeInTheDocument();
    expect(region("This month")).toHaveTextContent("Postings left this month: 2");
    expect(region("This month")).not.toHaveTextContent(/posting packs|Church Premium/);
  });

  it("names the posting packs' share when there is one", async () => {
    stubApi({ "/api/opportunities/quota": () => json(200, quota({ postings_left: 4, pack_credits_left: 3 })) });
    renderSection(<PostingsLeft userId={USER_ID} />);
    expect(await screen.findByText("Including 3 from posting packs.")).toBeInTheDocument();
  });

  it("says when this month's are used", async () => {
    stubApi({ "/api/opportunities/quota": () => json(200, quota({ postings_left: 0 })) });
    renderSection(<PostingsLeft userId={USER_ID} />);
    expect(await screen.findByText(/You've used this month's postings/)).toBeInTheDocument();
  });

  it("explains that posting needs Church Premium", async () => {
    stubApi({ "/api/opportunities/quota": () => json(200, quota({ premium: false, postings_left: 0 })) });
    renderSection(<PostingsLeft userId={USER_ID} />);
    expect(await screen.findByText(/Posting opportunities needs Church Premium/)).toBeInTheDocument();
    expect(screen.queryByText(/You've used this month's postings/)).not.toBeInTheDocument();
  });
});

describe("Recent applications", () => {
  it("lists the 5 newest received: applicant linking to the application, position, opportunity, status", async () => {
    const api = stubApi({
      "/api/applications": () =>
        page([
          application({ id: "app-1", status: "hire_confirmed" }),
          application({
            id: "app-2",
            status: "submitted",
            position_title: "Keyboardist",
            applicant: { ...application().applicant, name: "Miriam Keys" },
          }),
        ]),
    });
    renderSection(<RecentApplications userId={USER_ID} />);
    expect(await screen.findByRole("link", { name: "Pastor Dan Miles" })).toHaveAttribute("href", "/application/app-1");
    expect(screen.getByRole("link", { name: "Miriam Keys" })).toHaveAttribute("href", "/application/app-2");
    const [first, second] = within(region("Recent applications")).getAllByRole("listitem");
    expect(first).toHaveTextContent("Guest speaker · Advent Revival Weekend");
    expect(first).toHaveTextContent("Confirmed");
    expect(second).toHaveTextContent("Keyboardist · Advent Revival Weekend");
    expect(second).toHaveTextContent("New");
    expect(new URL(api.sent("/api/applications")[0]!.url).searchParams.get("limit")).toBe("5");
  });

  it("says when none have come in", async () => {
    stubApi({ "/api/applications": () => page([]) });
    renderSection(<RecentApplications userId={USER_ID} />);
    expect(await screen.findByText("No applications yet.")).toBeInTheDocument();
  });
});

describe("Latest updates", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the newest notifications: subject, message and how long ago", async () => {
    const api = stubApi({
      "/api/notifications": () =>
        page([
          notification(),
          notification({
            id: "n-2",
            is_read: true,
            subject: "New application: Advent Revival Weekend",
            message: "Miriam Keys applied as Keyboardist.",
            created_at: "2026-11-21T09:00:00Z",
          }),
        ]),
    });
    renderSection(<LatestUpdates userId={USER_ID} />);
    const [first, second] = await within(await screen.findByRole("list")).findAllByRole("listitem");
    expect(first).toHaveTextContent("Unread: Position Accepted: Advent Revival Weekend");
    expect(first).toHaveTextContent("You can now coordinate event details.");
    expect(first).toHaveTextContent("1 hour ago");
    expect(second).toHaveTextContent("New application: Advent Revival Weekend");
    expect(second).not.toHaveTextContent("Unread");
    expect(second).toHaveTextContent("yesterday");
    expect(screen.getByRole("link", { name: "View all notifications" })).toHaveAttribute("href", "/notifications");
    expect(new URL(api.sent("/api/notifications")[0]!.url).searchParams.get("limit")).toBe("5");
  });

  it("says when there is nothing new", async () => {
    stubApi({ "/api/notifications": () => page([]) });
    renderSection(<LatestUpdates userId={USER_ID} />);
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
    expect(screen.getByText("You're all caught up! New notifications will appear here.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View all notifications" })).not.toBeInTheDocument();
  });
});
