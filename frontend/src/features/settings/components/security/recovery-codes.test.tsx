import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import { RecoveryCodes } from "./recovery-codes";

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe("RecoveryCodes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("downloads the codes as a text file", async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static createObjectURL = (blob: Blob) => `blob:codes-${saved.push(blob)}`;
        static revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render(<RecoveryCodes codes={["ab12-cd34", "ef56-gh78"]} />, { wrapper: WithI18n });
    await userEvent.setup().click(screen.getByRole("button", { name: "Download" }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("steeple-recovery-codes.txt");
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe("text/plain");
    expect((await textOf(saved[0]!)).split("\n")).toEqual(
      expect.arrayContaining(["Steeple recovery codes", "ab12-cd34", "ef56-gh78"]),
    );
  });
});
