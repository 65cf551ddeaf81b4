import { afterEach, describe, expect, it } from "vitest";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { emailInvalid, emailRequired, invitationSchema, joinAsText, joinedAsText, nowRoleText, roleBadgeClass } from "./team";

describe("role badges (spec 02 §2.5)", () => {
  it("colours admin red, leader yellow, volunteer blue and any other role grey", () => {
    expect(roleBadgeClass("admin")).toContain("bg-red-100");
    expect(roleBadgeClass("leader")).toContain("bg-yellow-100");
    expect(roleBadgeClass("volunteer")).toContain("bg-blue-100");
    expect(roleBadgeClass("member")).toContain("bg-slate-100");
    expect(roleBadgeClass("anything else")).toContain("bg-slate-100");
  });

  it("names a role in a sentence", () => {
    expect(nowRoleText("Ann Lee", "leader")).toBe("Ann Lee is now a leader.");
    expect(nowRoleText("Ann Lee", "admin")).toBe("Ann Lee is now an admin.");
    expect(joinAsText("Grace Church", "volunteer")).toBe("Join Grace Church on Steeple as a volunteer");
    expect(joinedAsText("admin")).toBe("You joined as an admin.");
  });

  describe("in French", () => {
    afterEach(() => switchLanguage("en"));

    it("writes each role's sentence whole", async () => {
      await needMessages("features/churches");
      await switchLanguage("fr");
      expect(nowRoleText("Ann Lee", "admin")).toBe("Ann Lee a désormais le rôle d’administrateur.");
      expect(joinAsText("Grace Church", "volunteer")).toBe("Rejoignez Grace Church sur Steeple en tant que bénévole");
    });
  });
});

describe("invitation form rules (spec 02 §5)", () => {
  const message = (values: Record<string, unknown>) =>
    invitationSchema.safeParse({ role: "member", message: "", ...values }).error?.issues[0]?.message;

  it("requires an email, and a real one", () => {
    expect(message({ email: "  " })).toBe(emailRequired());
    expect(message({ email: "pastor@" })).toBe(emailInvalid());
    expect(invitationSchema.parse({ email: " Ann@Example.org ", role: "leader", message: "" })).toEqual({
      email: "Ann@Example.org",
      role: "leader",
      message: "",
    });
  });

  it("takes one of the four roles, and an optional message", () => {
    expect(message({ email: "ann@example.org", role: "owner" })).toBeDefined();
    for (const role of ["member", "volunteer", "leader", "admin"]) {
      expect(invitationSchema.safeParse({ email: "ann@example.org", role, message: "Welcome!" }).success).toBe(true);
    }
  });
});
