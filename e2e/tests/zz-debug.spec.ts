import { test } from "@playwright/test";
test("debug count", async ({ request }) => {
  const rows = await (await request.get("/api/testing/web-vitals")).json();
  console.log("STORED VITALS", rows.length, JSON.stringify(rows.map((r: any) => r.path + ":" + r.name)));
});
