import { describe, expect, it } from "vitest";
import { composeParams } from "./compose-params";

describe("composeParams", () => {
  it("reads compose=1 and the pre-fill of spec 02 §2.4", () => {
    const params = new URLSearchParams(
      "compose=1&recipient_id=u1&subject=Re%3A+Fall+Revival&application_id=a1&in_reply_to=m1",
    );
    expect(composeParams(params)).toEqual({
      recipientId: "u1",
      subject: "Re: Fall Revival",
      applicationId: "a1",
      inReplyTo: "m1",
    });
  });

  it("is null unless compose is 1", () => {
    expect(composeParams(new URLSearchParams("recipient_id=u1"))).toBeNull();
    expect(composeParams(new URLSearchParams("compose=true&recipient_id=u1"))).toBeNull();
  });

  it("treats blank values as missing", () => {
    expect(composeParams(new URLSearchParams("compose=1&recipient_id=+&subject="))).toEqual({
      recipientId: null,
      subject: "",
      applicationId: null,
      inReplyTo: null,
    });
  });
});
