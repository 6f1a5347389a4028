import { describe, expect, it } from "vitest";
import { normaliseDemoDetails, validateDemoDetails } from "./demo-details-validation";

const valid = { name: "Priya Shah", email: "priya@northlightevents.co.uk", phone: "+44 7700 900123" };

describe("validateDemoDetails", () => {
  it("accepts complete details", () => {
    expect(validateDemoDetails(valid)).toEqual({});
  });

  it("reports every missing field at once, with the spec's messages", () => {
    expect(validateDemoDetails({ name: "", email: "", phone: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
  });

  it("treats whitespace-only fields as missing", () => {
    expect(validateDemoDetails({ name: "   ", email: " \t", phone: "  " })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
    });
  });

  it("rejects an email that is present but not a simple address", () => {
    for (const email of ["priya", "priya@", "@northlight.co.uk", "priya@northlight", "priya shah@northlight.co.uk"]) {
      expect(validateDemoDetails({ ...valid, email })).toEqual({ email: "Please enter a valid email address" });
    }
  });
});

describe("normaliseDemoDetails", () => {
  it("trims every field", () => {
    expect(normaliseDemoDetails({ name: " Priya ", email: " p@x.io ", phone: " 0161 496 0000 " })).toEqual({
      name: "Priya",
      email: "p@x.io",
      phone: "0161 496 0000",
    });
  });
});
