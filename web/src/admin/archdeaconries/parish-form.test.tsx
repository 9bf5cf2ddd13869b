import { CombinedGraphQLErrors } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi, type Mock } from "vitest";
import { renderUi } from "../../test/render-ui";
import type { AdminParishFieldsFragment } from "../gql/graphql";
import { ParishForm } from "./parish-form";
import { buildAdminParish } from "./parish.fixtures";

type Submit = ComponentProps<typeof ParishForm>["onSubmit"];

const ARCHDEACONRIES = [
  { id: "1", name: "Butere" },
  { id: "2", name: "Mumias" },
];

const parish = buildAdminParish();

function renderForm({
  editing,
  onSubmit = vi.fn<Submit>().mockResolvedValue(undefined),
}: { editing?: AdminParishFieldsFragment; onSubmit?: Mock<Submit> } = {}) {
  renderUi(
    <ParishForm
      parish={editing}
      archdeaconries={ARCHDEACONRIES}
      submitLabel="Save parish"
      busyLabel="Saving…"
      progress={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const user = userEvent.setup();
const save = () => user.click(screen.getByRole("button", { name: "Save parish" }));
const row = (number: number) => within(screen.getByRole("group", { name: `Service ${number}` }));
const rowCount = () => screen.queryAllByRole("group", { name: /^Service \d+$/ }).length;
/** What each row says, in the order shown. */
const rowsShown = () =>
  screen.getAllByRole("group", { name: /^Service \d+$/ }).map((group) => {
    const fields = within(group);
    const chosen = (label: string) => {
      const select = fields.getByLabelText(label) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent;
    };
    const time = (fields.getByLabelText("Time") as HTMLInputElement).value;
    return `${chosen("Day")} ${time} ${chosen("Language")} ${chosen("Service")}`;
  });

/** Puts the text in the field as a paste would, which is quicker than typing it key by key. */
async function typeInto(label: string, text: string) {
  // The English field, not its Kiswahili version below.
  const field = screen.getByLabelText(new RegExp(`^${label}(?! \\(Kiswahili\\))`));
  await user.clear(field);
  await user.paste(text);
}

async function fillRow(
  number: number,
  service: { day: string; time: string; language: string; kind: string },
) {
  await user.selectOptions(row(number).getByLabelText("Day"), service.day);
  await user.clear(row(number).getByLabelText("Time"));
  await user.type(row(number).getByLabelText("Time"), service.time);
  await user.selectOptions(row(number).getByLabelText("Language"), service.language);
  await user.selectOptions(row(number).getByLabelText("Service"), service.kind);
}

/** The device's location as the browser gives it; jsdom has none. */
function geolocationAnswers(getCurrentPosition: Geolocation["getCurrentPosition"]) {
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
}

afterEach(() => Reflect.deleteProperty(navigator, "geolocation"));

describe("the parish form", () => {
  it("sends every field, trimmed, with the services and the picture as the API takes them", async () => {
    const onSubmit = renderForm();
    const photo = new File(["jpeg"], "st-lukes.jpg", { type: "image/jpeg" });

    await user.selectOptions(screen.getByLabelText(/^Archdeaconry/), "Mumias");
    await typeInto("Parish name", "  St Peter's Shianda ");
    await typeInto("Town or village", "Shianda");
    await typeInto("Phone", "0712 345 678");
    await typeInto("E-mail", "shianda@example.org");
    await user.upload(screen.getByLabelText("Picture of the church"), photo);
    await typeInto("Directions", "Behind Shianda market.");
    await typeInto("Latitude", "0.3361");
    await typeInto("Longitude", "34.4906");
    await user.click(screen.getByRole("button", { name: "Add a service" }));
    await fillRow(1, { day: "Friday", time: "17:00", language: "Luhya", kind: "Prayer Meeting" });
    await user.click(screen.getByRole("button", { name: "Add a service" }));
    await fillRow(2, { day: "Tuesday", time: "10:30", language: "Kiswahili", kind: "Holy Communion" });
    await typeInto("Other notes on services", "Holy Communion on the first Sunday.");
    await typeInto("History", "Founded in 1932.\n\nRebuilt in 1975.");
    await save();

    expect(onSubmit).toHaveBeenCalledWith(
      {
        archdeaconryId: "2",
        name: "St Peter's Shianda",
        town: "Shianda",
        directions: "Behind Shianda market.",
        latitude: 0.3361,
        longitude: 34.4906,
        phone: "0712 345 678",
        email: "shianda@example.org",
        history: "Founded in 1932.\n\nRebuilt in 1975.",
        serviceTimes: "Holy Communion on the first Sunday.",
        // In the week's order: leaving the list for the notes put Tuesday before Friday.
        services: [
          { day: "TUESDAY", startTime: "10:30", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
          { day: "FRIDAY", startTime: "17:00", language: "LUHYA", kind: "PRAYER_MEETING" },
        ],
        imageFocalPoint: { x: 0.5, y: 0.5 },
        kiswahili: [
          { field: "directions", text: "" },
          { field: "serviceTimes", text: "" },
          { field: "history", text: "" },
        ],
      },
      photo,
    );
  });

  it("sends empty optional fields as null, no place on the map, and no services as an empty list", async () => {
    const onSubmit = renderForm();

    await user.selectOptions(screen.getByLabelText(/^Archdeaconry/), "Butere");
    await typeInto("Parish name", "St Mark's Ebukanga");
    await save();

    expect(onSubmit).toHaveBeenCalledWith(
      {
        archdeaconryId: "1",
        name: "St Mark's Ebukanga",
        town: null,
        directions: null,
        latitude: null,
        longitude: null,
        phone: null,
        email: null,
        history: null,
        serviceTimes: null,
        services: [],
        imageFocalPoint: null,
        kiswahili: [
          { field: "directions", text: "" },
          { field: "serviceTimes", text: "" },
          { field: "history", text: "" },
        ],
      },
      null,
    );
  });

  it("adds a service at the end of the list and moves to it, removes the one staff remove, and then orders them", async () => {
    const onSubmit = renderForm({ editing: parish });
    expect(rowsShown()).toEqual([
      "Sunday 08:00 English Holy Communion",
      "Sunday 10:30 Kiswahili Family Service",
    ]);

    await user.click(screen.getByRole("button", { name: "Add a service" }));
    expect(rowCount()).toBe(3);
    expect(document.activeElement).toBe(row(3).getByLabelText("Day"));
    await user.type(row(3).getByLabelText("Time"), "09:00");
    await user.click(screen.getByRole("button", { name: "Remove service 1" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a service" }));
    await save();

    expect(rowsShown()).toEqual([
      "Sunday 09:00 English Holy Communion",
      "Sunday 10:30 Kiswahili Family Service",
    ]);
    expect(onSubmit.mock.calls[0]![0].services).toEqual([
      { day: "SUNDAY", startTime: "09:00", language: "ENGLISH", kind: "HOLY_COMMUNION" },
      { day: "SUNDAY", startTime: "10:30", language: "KISWAHILI", kind: "FAMILY_SERVICE" },
    ]);
  });

  it("keeps a changed service in its row while staff are in the list, then puts it in its place in the week", async () => {
    renderForm();

    await user.click(screen.getByRole("button", { name: "Add a service" }));
    await fillRow(1, { day: "Thursday", time: "18:00", language: "English", kind: "Bible Study" });
    await user.click(screen.getByRole("button", { name: "Add a service" }));
    await fillRow(2, { day: "Friday", time: "06:30", language: "Kiswahili", kind: "Morning Prayer" });
    await user.selectOptions(row(1).getByLabelText("Day"), "Saturday");
    expect(rowsShown()).toEqual([
      "Saturday 18:00 English Bible Study",
      "Friday 06:30 Kiswahili Morning Prayer",
    ]);

    await user.click(screen.getByLabelText("Other notes on services"));

    expect(rowsShown()).toEqual([
      "Friday 06:30 Kiswahili Morning Prayer",
      "Saturday 18:00 English Bible Study",
    ]);
  });

  it("asks for each service's time, and refuses a service listed twice, before sending anything", async () => {
    const onSubmit = renderForm({ editing: parish });

    await user.click(screen.getByRole("button", { name: "Add a service" }));
    await save();
    expect(row(3).getByText("Enter the time this service starts.")).toBeTruthy();

    // Saving leaves the list, which puts the new 8:00 service next to the other.
    await user.type(row(3).getByLabelText("Time"), "08:00");
    await save();
    expect(
      row(2).getByText(
        "The Sunday 8:00 am service in English is listed twice. Remove one, or change its time or language.",
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a service at the row it names", async () => {
    renderForm({
      editing: parish,
      onSubmit: vi.fn<Submit>().mockRejectedValue(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: "services[1]: startTime must be a time such as 07:30 or 16:00 (24-hour clock)",
              extensions: { code: "BAD_USER_INPUT", field: "services" },
            },
          ],
        }),
      ),
    });

    await save();

    expect(
      await row(2).findByText("Start time must be a time such as 07:30 or 16:00 (24-hour clock)"),
    ).toBeTruthy();
    expect(row(1).queryByText(/start time/i)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stops adding services at the API's limit of 21", async () => {
    renderForm();
    const add = screen.getByRole("button", { name: "Add a service" }) as HTMLButtonElement;

    for (let added = 0; added < 21; added++) await user.click(add);

    expect(rowCount()).toBe(21);
    expect(add.disabled).toBe(true);
    expect(screen.getByText("A parish lists at most 21 services.")).toBeTruthy();
  });

  it("fills both latitude and longitude from the two numbers a map app copies", async () => {
    renderForm();

    await user.click(screen.getByLabelText("Latitude"));
    await user.paste("0.2827, 34.7519");

    expect((screen.getByLabelText("Latitude") as HTMLInputElement).value).toBe("0.2827");
    expect((screen.getByLabelText("Longitude") as HTMLInputElement).value).toBe("34.7519");
    expect(screen.getByRole("link", { name: "Check the place on a map" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=0.2827&mlon=34.7519#map=17/0.2827/34.7519",
    );
  });

  it("reads a place as Apple Maps copies it, south of the equator too", async () => {
    renderForm();

    await user.click(screen.getByLabelText("Longitude"));
    await user.paste("0.2827° S, 34.7519° E");

    expect((screen.getByLabelText("Latitude") as HTMLInputElement).value).toBe("-0.2827");
    expect((screen.getByLabelText("Longitude") as HTMLInputElement).value).toBe("34.7519");
  });

  it("refuses a latitude that is not a number before sending it", async () => {
    const onSubmit = renderForm({ editing: parish });

    await typeInto("Latitude", "0,2827");
    await typeInto("Longitude", "34.7519");
    await save();

    expect(screen.getByText("Type the latitude as a number with a point, such as 0.2827.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("places the church where the member of staff stands", async () => {
    geolocationAnswers((found) =>
      found({
        coords: { latitude: 0.28271234567, longitude: 34.75191234567, accuracy: 12.4 },
      } as GeolocationPosition),
    );
    const onSubmit = renderForm({ editing: parish });

    await user.click(screen.getByRole("button", { name: "Use my current location" }));

    expect(screen.getByRole("status").textContent).toBe("Placed where this device is, to within about 12 m.");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 0.282712, longitude: 34.751912 }),
      null,
    );
  });

  it("says so when the browser may not tell where the member of staff is", async () => {
    geolocationAnswers((_found, failed) =>
      failed?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    renderForm({ editing: parish });

    await user.click(screen.getByRole("button", { name: "Use my current location" }));

    expect(screen.getByRole("status").textContent).toBe(
      "The browser was not allowed to tell your location. Allow it for this site, or type the numbers.",
    );
    expect((screen.getByLabelText("Latitude") as HTMLInputElement).value).toBe("");
  });
});
