import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ContactPage } from "./contact-page";

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <ContactPage /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

// Stands in for the HTTP API; requests are recorded so the tests can see what was sent.
function stubApi(contactResponse: Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      requests.push(input);
      if (input.url.endsWith("/api/contact")) return contactResponse;
      return json(404, { error: { code: "not_found", message: "Not found", fields: {} } });
    }),
  );
  return requests;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Ruth Baker");
  await user.type(screen.getByLabelText("Email"), "ruth@example.org");
  await user.type(screen.getByLabelText("Subject"), "Booking question");
  await user.type(screen.getByLabelText("Message"), "Can we book a band for Easter?");
}

describe("contact page", () => {
  it("shows every field's error and sends nothing when the form is empty", async () => {
    const requests = stubApi(json(201, {}));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText("Subject must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText(/Tell us a little more/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((r) => r.url.endsWith("/api/contact"))).toEqual([]);
  });

  it("sends valid input and thanks the sender", async () => {
    const requests = stubApi(
      json(201, {
        id: 1,
        name: "Ruth Baker",
        email: "ruth@example.org",
        subject: "Booking question",
        message: "Can we book a band for Easter?",
        created_at: "2026-11-22T10:00:00Z",
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you, Ruth Baker!")).toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith("/api/contact"))!;
    expect(await sent.json()).toEqual({
      name: "Ruth Baker",
      email: "ruth@example.org",
      subject: "Booking question",
      message: "Can we book a band for Easter?",
    });
  });

  it("puts the server's field messages under the fields", async () => {
    stubApi(
      json(422, {
        error: {
          code: "validation_error",
          message: "Some fields need attention",
          fields: { email: "value is not a valid email address: domain does not exist" },
        },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/domain does not exist/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
