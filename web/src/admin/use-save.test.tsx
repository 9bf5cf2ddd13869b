import { CombinedGraphQLErrors } from "@apollo/client";
import { Button } from "@chakra-ui/react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render-ui";
import { useSave, type SaveContext } from "./use-save";

const refused = (message: string) => new CombinedGraphQLErrors({ errors: [{ message }] });

function SaveButton({
  send,
  notSaved,
  onDone,
}: {
  send: (context: SaveContext) => Promise<unknown>;
  notSaved?: string;
  onDone: (outcome: boolean | Error) => void;
}) {
  const { save, progress } = useSave();
  const click = () =>
    save(send, { saved: { title: "Slide saved", description: "Synod 2026" }, notSaved }).then(
      onDone,
      (failure: Error) => onDone(failure),
    );
  return (
    <>
      <Button onClick={() => void click()}>Save</Button>
      <p>{progress === null ? "No upload" : `Uploaded ${progress * 100}%`}</p>
    </>
  );
}

describe("saving from the dashboard", () => {
  it("shows the upload's progress while it sends, then says it saved", async () => {
    let finish = () => {};
    const send = vi.fn(
      (context: SaveContext) =>
        new Promise<void>((resolve) => {
          context.fetchOptions.onUploadProgress?.(0.5);
          finish = resolve;
        }),
    );
    const onDone = vi.fn();
    renderUi(<SaveButton send={send} onDone={onDone} />);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Uploaded 50%")).toBeTruthy();
    await act(async () => finish());

    expect(await screen.findByText("Slide saved")).toBeTruthy();
    expect(screen.getByText("Synod 2026")).toBeTruthy();
    expect(screen.getByText("No upload")).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it("says what the server refused in a toast, and that it did not save", async () => {
    const onDone = vi.fn();
    const send = () => Promise.reject(refused("A slide needs a picture"));
    renderUi(<SaveButton send={send} notSaved="The slide was not saved" onDone={onDone} />);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(await screen.findByText("The slide was not saved")).toBeTruthy();
    expect(screen.getByText("A slide needs a picture")).toBeTruthy();
    expect(screen.queryByText("Slide saved")).toBeNull();
  });

  it("passes a refusal on to the form when no toast is named for it", async () => {
    const onDone = vi.fn();
    const failure = refused("Enter the slide's title");
    renderUi(<SaveButton send={() => Promise.reject(failure)} onDone={onDone} />);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(failure));
    expect(screen.queryByText("Slide saved")).toBeNull();
    expect(screen.getByText("No upload")).toBeTruthy();
  });
});
