import { describe, expect, it } from "vitest";
import { validateContact, validateContactField, validateEmail, type ContactValues } from "./contact-validation";

const valid: ContactValues = {
  name: "Priya Shah",
  email: "priya@brightside-events.co.uk",
  business: "Brightside Events",
  phone: "+44 161 496 0755",
  message: "We need a chatbot for our spring trade show.",
};

describe("validateContact", () => {
  it("accepts a complete, valid message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires all five fields, in form order", () => {
    const errors = validateContact({ name: "", email: "", business: "", phone: "", message: "" });
    expect(errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      business: "Business name is required",
      phone: "Phone number is required",
      message: "Message is required",
    });
    expect(Object.keys(errors)).toEqual(["name", "email", "business", "phone", "message"]);
  });

  it("treats whitespace-only answers as missing", () => {
    expect(validateContact({ name: "  ", email: " ", business: "\t", phone: "   ", message: "\n " })).toEqual({
      name: "Name is required",
      email: "Email is required",
      business: "Business name is required",
      phone: "Phone number is required",
      message: "Message is required",
    });
  });
});

describe("name", () => {
  it("needs at least 2 characters, not counting surrounding spaces", () => {
    expect(validateContactField("name", "A")).toBe("Name must be at least 2 characters");
    expect(validateContactField("name", " A ")).toBe("Name must be at least 2 characters");
    expect(validateContactField("name", "Al")).toBeUndefined();
  });
});

describe("message", () => {
  it("needs at least 10 characters", () => {
    expect(validateContactField("message", "Call me!!")).toBe("Message must be at least 10 characters long");
    expect(validateContactField("message", "  Call me!!  ")).toBe("Message must be at least 10 characters long");
    expect(validateContactField("message", "Call me!!!")).toBeUndefined();
  });
});

describe("validateEmail", () => {
  it("requires an address the backend accepts: something@something.tld", () => {
    expect(validateEmail("")).toBe("Email is required");
    expect(validateEmail("priya.brightside-events.co.uk")).toBe("Please enter a valid email address");
    expect(validateEmail("priya@brightside")).toBe("Please enter a valid email address");
    expect(validateEmail(" priya@brightside.events ")).toBeUndefined();
  });
});
