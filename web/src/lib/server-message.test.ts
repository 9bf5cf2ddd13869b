import { CombinedGraphQLErrors } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { plainWords, serverMessage } from "./server-message";

const refused = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: "FORBIDDEN" } }] });

describe("what staff are told of a refusal", () => {
  it("leaves out the input fields a refusal starts by naming", () => {
    expect(
      serverMessage(
        refused(
          "name, archdeaconryId: only a diocese-wide editor changes a parish's name or where it sits; you can change the rest of its page",
        ),
      ),
    ).toBe(
      "Only a diocese-wide editor changes a parish's name or where it sits; you can change the rest of its page",
    );
    expect(plainWords("parishId: You can change only St Luke's: its page and its events")).toBe(
      "You can change only St Luke's: its page and its events",
    );
  });

  it("writes a field's name in words where a rule's message starts with it", () => {
    expect(plainWords("archdeaconryId must be a whole number from 1 to 2147483647")).toBe(
      "Archdeaconry must be a whole number from 1 to 2147483647",
    );
    expect(plainWords("amountKes must be a whole number of shillings")).toBe(
      "Amount must be a whole number of shillings",
    );
    expect(plainWords("title must not be empty; imageFocalPoint must be a point")).toBe(
      "Title must not be empty; image focal point must be a point",
    );
    expect(plainWords("endTime must be after startTime")).toBe("End time must be after start time");
  });

  it("leaves alone what only looks like a field's name", () => {
    expect(plainWords("maryAtieno@diocese.example is already subscribed")).toBe(
      "maryAtieno@diocese.example is already subscribed",
    );
  });

  it("keeps the row a refusal is about, for the form to show it there", () => {
    expect(plainWords("services[1]: startTime must be a time such as 07:30")).toBe(
      "services[1]: Start time must be a time such as 07:30",
    );
  });

  it("leaves a message in words as it is", () => {
    expect(plainWords("The current password is not correct")).toBe("The current password is not correct");
    expect(plainWords("latitude and longitude go together: give both, or neither")).toBe(
      "Latitude and longitude go together: give both, or neither",
    );
  });

  it("says the connection failed when no answer came", () => {
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
  });
});
