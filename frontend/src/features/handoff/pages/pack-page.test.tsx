import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, renderRoutes, stubApi } from "@/test/app-testing";
import { item, pack } from "../test-fixtures";
import { PackPage } from "./pack-page";

const PATH = "/api/hires/app-1/pack";

function renderPack() {
  return renderRoutes([{ path: "/hires/:id/pack", element: <PackPage /> }], "/hires/app-1/pack");
}

afterEach(() => vi.unstubAllGlobals());

describe("/hires/:id/pack", () => {
  it("shows what someone else changed when a save is stale, and keeps the draft as typed", async () => {
    const theirs = pack({
      version: 2,
      items: [...pack().items, item("c", "Goodness of God", { owner: "guest", song_key: "Bb" })],
    });
    let reads = 0;
    const api = stubApi({
      [PATH]: (request) => {
        if (request.method === "PUT") return apiError(409, "stale_pack", "Someone saved this pack since you opened it.");
        reads += 1;
        return json(200, reads === 1 ? pack() : theirs);
      },
    });
    renderPack();
    const form = await screen.findByRole("form", { name: "Service plan" });
    await userEvent.clear(within(form).getByLabelText("Contact phone"));
    await userEvent.type(within(form).getByLabelText("Contact phone"), "(513) 555-0177");
    await userEvent.click(within(form).getByRole("button", { name: "Save plan" }));

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Someone saved this plan since you opened it. What they changed:");
    expect(within(alert).getAllByRole("listitem").map((line) => line.textContent)).toEqual(["Added: Goodness of God"]);
    // Nothing typed is lost; saving again names the version now current.
    expect(within(form).getByLabelText("Contact phone")).toHaveValue("(513) 555-0177");
    await userEvent.click(within(alert).getByRole("button", { name: "Keep my edits" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save plan" }));
    const puts = api.sent(PATH).filter((request) => request.method === "PUT");
    expect(puts).toHaveLength(2);
    expect(((await puts[1]!.json()) as { version: number }).version).toBe(2);
  });

  it("warns as soon as the items run past the end of the event", async () => {
    stubApi({ [PATH]: () => json(200, pack()) });
    renderPack();
    const form = await screen.findByRole("form", { name: "Service plan" });
    const song = within(form).getByRole("listitem", { name: "Item 2: Come Thou Fount" });
    await userEvent.clear(within(song).getByLabelText("Minutes"));
    await userEvent.type(within(song).getByLabelText("Minutes"), "200");
    // The service starts at 7:00 PM and the event ends at 9:30 PM: 4 + 200 minutes run 54 past it.
    expect(within(form).getByText("The items run 54 minutes past the end of the event.")).toBeInTheDocument();
  });

  it("tells someone outside the hire that the plan does not exist", async () => {
    stubApi({ [PATH]: () => apiError(404, "not_found", "Hire not found") });
    renderPack();
    expect(await screen.findByRole("heading", { name: "Service plan not found" })).toBeInTheDocument();
  });
});
