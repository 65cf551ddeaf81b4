import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base } from "@playwright/test";
import { emailLink, onboardedChurch, signUp, uniqueEmail } from "./accounts";

/**
 * `PORT=9000 make run` without PUBLIC_URL: links (in emails, checkout's return, the test payment
 * page) must open the port the server listens on, on the host the browser used (localhost or
 * 127.0.0.1), where its sign-in is. The shared journey server sets PUBLIC_URL, so these journeys
 * run `make run` themselves, as a newcomer would, on a free port and a database of their own.
 */

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`make run exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`make run did not answer within 60 s:\n${output()}`);
}

const test = base.extend<{ host: string }, { ownServer: { url: string; port: number } }>({
  // The host the browser opens the server at.
  host: ["localhost", { option: true }],
  ownServer: [
    async ({}, use) => {
      const port = await freePort();
      const data = mkdtempSync(join(tmpdir(), "steeple-public-url-"));
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:///${data}/steeple.db` };
      // Nothing but PORT says where the server is; the dev mailbox needs no SMTP host.
      for (const name of ["PUBLIC_URL", "HOST", "SMTP_HOST", "ENVIRONMENT"]) delete env[name];
      env.PORT = String(port);

      let output = "";
      // Its own process group, so stopping it stops the server `make` started.
      const server = spawn("make", ["--no-print-directory", "run"], { cwd: REPOSITORY, env, detached: true });
      server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      // Where `make run` says it serves; the health check asks the address it listens on.
      const url = `http://localhost:${port}`;
      try {
        await waitUntilHealthy(`http://127.0.0.1:${port}`, server, () => output);
        await use({ url, port });
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once("exit", resolve));
          process.kill(-server.pid!, "SIGTERM");
          await exited;
        }
        rmSync(data, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownServer, host }, use) => use(`http://${host}:${ownServer.port}`),
});

test.use({ viewport: { width: 1280, height: 800 } });
// Both journeys in one worker, so they share the one server it starts.
test.describe.configure({ mode: "default" });

test("without PUBLIC_URL the emailed verification link opens the server's own port", async ({
  page,
  request,
  ownServer,
}) => {
  const email = uniqueEmail("port");
  await signUp(page, "speaker", email);

  const link = new URL(await emailLink(request, email, "email_verification"));
  expect(link.port).toBe(String(ownServer.port));
  expect(link.hostname).toBe("localhost");

  await page.goto(link.href);
  await expect(page.getByRole("heading", { name: "Verification Successful" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${ownServer.port}/onboarding$`), {
    timeout: 5000,
  });
});

test.describe("opened at 127.0.0.1", () => {
  test.use({ host: "127.0.0.1" });

  test("the emailed link, checkout, the test payment page and the return stay on 127.0.0.1, signed in", async ({
    page,
    request,
    ownServer,
  }) => {
    const origin = `http://127.0.0.1:${ownServer.port}`;
    // Signs up here, follows the emailed link and sets the church up: it meets the premium gate.
    const email = await onboardedChurch(page, request);
    expect(new URL(await emailLink(request, email, "email_verification")).origin).toBe(origin);
    await expect(page).toHaveURL(`${origin}/church-dashboard`);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/test-payment\\?session=cs_test_\\w+$`));
    await page.getByRole("button", { name: "Pay $49.00" }).click();

    // Back on the same origin, still signed in: the page after paying, not the sign-in page.
    await expect(page).toHaveURL(new RegExp(`^${origin}/church-profile-completion\\?session_id=cs_test_\\w+$`));
    await expect(page.getByRole("heading", { level: 1, name: "Complete your church profile" })).toBeVisible();
  });
});
