import { CombinedGraphQLErrors } from "@apollo/client";
import { chakra } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormAlert } from "../components/form-alert";
import { TextField } from "../components/text-field";
import { renderUi } from "../test/render-ui";
import { FormActions } from "./form-actions";
import { useRecordForm } from "./use-record-form";

type Parish = { name: string; priest: string };

function ParishForm({
  onSubmit,
  resetAfterSave,
}: {
  onSubmit: (values: Parish) => Promise<unknown>;
  resetAfterSave?: boolean;
}) {
  const { field, refusal, busy, submit } = useRecordForm({
    initial: { name: "", priest: "" },
    validate: (values) => (values.name.trim() ? {} : { name: "Enter the parish's name." }),
    onSubmit,
    resetAfterSave,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      {refusal && <FormAlert status="error" title={refusal} />}
      <TextField label="Parish" {...field("name")} />
      <TextField label="Priest" {...field("priest")} />
      <FormActions submitLabel="Save" busy={busy} busyLabel="Saving…" />
    </chakra.form>
  );
}

const refusedAt = (field: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", field } }] });

async function fillAndSave(onSubmit: (values: Parish) => Promise<unknown>, resetAfterSave = false) {
  renderUi(<ParishForm onSubmit={onSubmit} resetAfterSave={resetAfterSave} />);
  await userEvent.type(screen.getByLabelText("Parish"), "St Luke's Butere");
  await userEvent.type(screen.getByLabelText("Priest"), "Rev. Okoth");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("a dashboard form's state", () => {
  it("checks its fields before sending anything", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderUi(<ParishForm onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByText("Enter the parish's name.")).toBeTruthy();
    expect(screen.getByLabelText("Parish").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the values and starts again empty when it adds one record after another", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await fillAndSave(onSubmit, true);

    expect(onSubmit).toHaveBeenCalledWith({ name: "St Luke's Butere", priest: "Rev. Okoth" });
    await vi.waitFor(() => expect((screen.getByLabelText("Parish") as HTMLInputElement).value).toBe(""));
  });

  it("shows a refusal at the field the server names", async () => {
    await fillAndSave(() => Promise.reject(refusedAt("priest", "Name the parish priest in full")));

    expect(await screen.findByText("Name the parish priest in full")).toBeTruthy();
    expect(screen.getByLabelText("Priest").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByLabelText("Priest") as HTMLInputElement).value).toBe("Rev. Okoth");
  });

  it("shows a refusal above the form when it names no field of the form", async () => {
    await fillAndSave(() => Promise.reject(refusedAt("archdeaconryId", "That archdeaconry was removed")));

    expect((await screen.findByRole("alert")).textContent).toContain("That archdeaconry was removed");
    expect(screen.getByLabelText("Priest").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("a dashboard form's unsaved changes", () => {
  /** A form whose Kiswahili texts are an object made afresh at each drawing, as forms make them. */
  function TranslatedForm({ onDirty }: { onDirty: (dirty: boolean) => void }) {
    const { field, values, set, dirty } = useRecordForm({
      initial: { name: "", kiswahili: { name: "" } },
      onSubmit: async () => undefined,
    });
    onDirty(dirty);
    return (
      <chakra.form>
        <TextField label="Parish" {...field("name")} />
        <TextField
          label="Parish (Kiswahili)"
          value={values.kiswahili.name}
          onChange={(name) => set("kiswahili", { name })}
        />
      </chakra.form>
    );
  }

  it("are none while an object field holds what it started with, and some once its texts change", async () => {
    const seen: boolean[] = [];
    renderUi(<TranslatedForm onDirty={(dirty) => seen.push(dirty)} />);
    expect(seen.at(-1)).toBe(false);

    await userEvent.type(screen.getByLabelText("Parish (Kiswahili)"), "M");
    expect(seen.at(-1)).toBe(true);
    await userEvent.clear(screen.getByLabelText("Parish (Kiswahili)"));
    expect(seen.at(-1)).toBe(false);
  });
});
