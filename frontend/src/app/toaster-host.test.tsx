import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "@/lib/toast";
import { ToasterHost } from "./toaster-host";

describe("ToasterHost", () => {
  // One file, one module state: the first toast mounts the Toaster for the rest of the page's life.
  it("mounts the Toaster with the first toast, and shows it", async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    notify.success("Profile saved");
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /notifications/i })).toBeInTheDocument();
  });

  it("shows the toasts raised before it mounted", async () => {
    notify.error("Couldn't save", "Try again");
    render(<ToasterHost />);
    expect(await screen.findByText("Couldn't save")).toBeInTheDocument();
    expect(screen.getByText("Try again")).toBeInTheDocument();
  });
});
