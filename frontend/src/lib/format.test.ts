import { describe, expect, it } from "vitest";
import { dollars, feeRange, formatPrice } from "./format";

describe("money", () => {
  it("shows prices in cents and amounts in whole dollars", () => {
    expect(formatPrice(4900)).toBe("$49");
    expect(formatPrice(1950)).toBe("$19.50");
    expect(dollars(1200)).toBe("$1,200");
    expect(dollars(0)).toBe("$0");
  });

  it("says what a speaker or musician usually asks", () => {
    expect(feeRange(750, 2000, false)).toBe("$750–$2,000");
    expect(feeRange(500, 500, false)).toBe("$500");
    expect(feeRange(500, null, false)).toBe("From $500");
    expect(feeRange(null, 800, false)).toBe("Up to $800");
    expect(feeRange(null, null, false)).toBeNull();
    expect(feeRange(null, null, true)).toBe("Love offering");
    expect(feeRange(300, 800, true)).toBe("$300–$800, or a love offering");
  });
});
