import { describe, expect, it } from "vitest";
import "../../admin/locales/register";
import { formatPhone, roleLabel } from "./staff";

describe("how a member of staff is shown", () => {
  it("names each role in words", () => {
    expect(roleLabel("SYSTEM_ADMIN")).toBe("System Admin");
    expect(roleLabel("EDITOR")).toBe("Editor");
  });

  it("groups a Kenyan phone number after its +254 prefix", () => {
    expect(formatPhone("+254712345678")).toBe("+254 712 345 678");
  });

  it("shows another country's number as it is stored, and a dash for none", () => {
    expect(formatPhone("+256772123456")).toBe("+256772123456");
    expect(formatPhone(null)).toBe("—");
  });
});
