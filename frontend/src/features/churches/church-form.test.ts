import { describe, expect, it } from "vitest";
import { churchNameRequired, churchFormDefaults, churchFormSchema, churchPreview, toChurchIn } from "./church-form";
import { MY_CHURCH, myChurch } from "./test-fixtures";

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join(".")] ??= issue.message;
  return byField;
}

const church = (changes: Record<string, unknown> = {}) => ({ ...churchFormDefaults(MY_CHURCH), ...changes });

describe("church form rules (spec 02 §5)", () => {
  it("requires the church name", () => {
    expect(issues(churchFormSchema.safeParse(church({ church_name: "  " })))).toEqual({ church_name: churchNameRequired() });
  });

  it("accepts a custom colour only as # and 6 hex digits, or empty", () => {
    expect(churchFormSchema.safeParse(church({ primary_color: "" })).success).toBe(true);
    expect(churchFormSchema.safeParse(church({ primary_color: "#a1b2c3" })).success).toBe(true);
    for (const bad of ["#12345", "123456", "#12345G", "red"]) {
      expect(Object.keys(issues(churchFormSchema.safeParse(church({ primary_color: bad }))))).toEqual(["primary_color"]);
    }
  });

  it("checks the email and the website and social addresses", () => {
    const result = churchFormSchema.safeParse(church({ contact_email: "office@", website: "grace", facebook_url: "https://facebook.com/grace" }));
    expect(Object.keys(issues(result))).toEqual(["contact_email", "website"]);
    expect(issues(result).website).toBe("Enter a web address, like https://example.org");
  });

  it("keeps city and state within the server's 100 characters", () => {
    expect(Object.keys(issues(churchFormSchema.safeParse(church({ city: "c".repeat(101), state: "s".repeat(101) }))))).toEqual([
      "city",
      "state",
    ]);
  });

  it("uses the theme's colour when the custom colour is empty", () => {
    expect(toChurchIn(church({ theme: "green", primary_color: "" })).primary_color).toBe("#10B981");
    expect(toChurchIn(church({ theme: "blue", primary_color: "#abcdef" })).primary_color).toBe("#ABCDEF");
  });

  it("sends the whole church, city and state included, empty texts as null", () => {
    expect(toChurchIn(church({ city: " Dayton ", state: "", about: "  Hello  " }))).toMatchObject({
      church_name: "Grace Chapel",
      city: "Dayton",
      state: null,
      about: "Hello",
    });
  });

  it("does not show the server's 'Unknown' placeholder as the contact person", () => {
    expect(churchFormDefaults(MY_CHURCH).contact_name).toBe("");
    expect(churchFormDefaults(myChurch({ contact_name: "Ruth Baker" })).contact_name).toBe("Ruth Baker");
    expect(toChurchIn(church()).contact_name).toBeNull();
  });

  it("previews the public page from the unsaved values and the church's photo", () => {
    const preview = churchPreview(myChurch({ photo: "/media/logo.webp" }), church({ church_name: "", phone: "513-555-0100" }));
    expect(preview).toMatchObject({ id: MY_CHURCH.id, church_name: "Your church", photo: "/media/logo.webp" });
    expect(preview.contact).toEqual({ email: null, phone: "513-555-0100" });
  });
});
