import { CombinedGraphQLErrors } from "@apollo/client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { emptyEvent, EventForm, validateEvent } from "./event-form";

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderUi(
    <EventForm
      initial={emptyEvent}
      submitLabel="Create event"
      busyLabel="Creating…"
      resetAfterSave
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe("the event form", () => {
  it("names every required field that is empty, and sends nothing", async () => {
    const onSubmit = renderForm();

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByText("Enter the event's title.")).toBeTruthy();
    expect(screen.getByText("Choose the day of the event.")).toBeTruthy();
    expect(screen.getByText("Enter when it starts.")).toBeTruthy();
    expect(screen.getByText("Enter when it ends.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end time that is not after the start time", async () => {
    const onSubmit = renderForm();
    await fill("Title", "Youth rally");
    await fill("Date", "2030-03-15");
    await fill("Start time", "09:00");
    await fill("End time", "09:00");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByText("The end time must be after the start time.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the start and the end as two times, and empties optional fields to null", async () => {
    const onSubmit = renderForm();
    await fill("Title", "  Youth rally ");
    await fill("Date", "2030-03-15");
    await fill("Start time", "09:00");
    await fill("End time", "15:30");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: "Youth rally",
      date: "2030-03-15",
      startTime: "09:00",
      endTime: "15:30",
      place: null,
      description: null,
    });
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message when it refuses the event", async () => {
    renderForm(
      vi
        .fn()
        .mockRejectedValue(
          new CombinedGraphQLErrors({ errors: [{ message: "endTime must be after startTime" }] }),
        ),
    );
    await fill("Title", "Youth rally");
    await fill("Date", "2030-03-15");
    await fill("Start time", "09:00");
    await fill("End time", "15:30");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect((await screen.findByRole("alert")).textContent).toContain("endTime must be after startTime");
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Youth rally");
  });

  it("checks times as the API does, on a 24-hour clock", () => {
    const base = { ...emptyEvent, title: "Vigil", date: "2030-12-24" };
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "23:30" })).toEqual({});
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "08:00" }).endTime).toBe(
      "The end time must be after the start time.",
    );
  });
});
