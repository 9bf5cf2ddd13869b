import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi, type Mock } from "vitest";
import { renderUi } from "../../test/render-ui";
import type { NewsArticleInput } from "../gql/graphql";
import { NewsForm, validateNews, type NewsValues } from "./news-form";
import { publicationValues } from "../publication/publication";

const written = { title: "Christmas services", body: "<p>Come and worship with us.</p>" };

// An article with its words already written, so that only its publication is left to choose.
function renderForm(
  publication = publicationValues(null),
  publishedAt: string | null = null,
  onSubmit = vi.fn().mockResolvedValue(undefined),
) {
  renderUi(
    <NewsForm
      initial={{ ...written, ...publication }}
      publishedAt={publishedAt}
      submitLabel="Save changes"
      busyLabel="Saving…"
      progress={null}
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

/** The input the form sent with its first save. */
const sent = (onSubmit: Mock) => onSubmit.mock.calls[0]?.[0] as NewsArticleInput | undefined;
const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

describe("the news form's publication", () => {
  it("publishes a new article now unless staff choose otherwise", async () => {
    renderUi(
      <NewsForm
        initial={{ title: "", body: "", ...publicationValues(null) }}
        submitLabel="Publish article"
        busyLabel="Creating…"
        progress={null}
        onSubmit={vi.fn()}
      />,
    );

    expect(radio("Publish now").checked).toBe(true);
    expect(screen.getByRole("button", { name: "Publish article" })).toBeTruthy();
    await userEvent.click(radio("Save as draft"));
    expect(screen.getByRole("button", { name: "Save draft" })).toBeTruthy();
  });

  it("sends Schedule as SCHEDULED at the day and time chosen in Kakamega time", async () => {
    const onSubmit = renderForm();
    await userEvent.click(radio("Schedule"));
    expect(screen.getByText(/Kakamega time \(East Africa Time\)/)).toBeTruthy();
    await fill("Day to publish", "2099-12-24");
    await fill("Time to publish", "18:00");

    await userEvent.click(screen.getByRole("button", { name: "Schedule article" }));

    expect(sent(onSubmit)).toMatchObject({
      title: "Christmas services",
      status: "SCHEDULED",
      publishAt: "2099-12-24T18:00:00+03:00",
    });
  });

  it("asks for the time of a schedule, and sends nothing without it", async () => {
    const onSubmit = renderForm();
    await userEvent.click(radio("Schedule"));
    await fill("Day to publish", "2099-12-24");

    await userEvent.click(screen.getByRole("button", { name: "Schedule article" }));

    expect(screen.getByText("Enter the time to publish the article.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves a draft with no date", async () => {
    const onSubmit = renderForm();
    await userEvent.click(radio("Save as draft"));

    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    expect(sent(onSubmit)).toMatchObject({ status: "DRAFT" });
    expect(sent(onSubmit)).not.toHaveProperty("publishAt");
  });

  it("shows a scheduled article's day and time as in Kakamega", () => {
    renderForm(publicationValues({ status: "SCHEDULED", publishAt: "2030-12-24T15:00:00.000Z" }));

    expect(radio("Schedule").checked).toBe(true);
    expect(input("Day to publish").value).toBe("2030-12-24");
    expect(input("Time to publish").value).toBe("18:00");
  });

  it("keeps a published article's date when it stays published", async () => {
    const publishedAt = "2030-03-02T07:30:00.000Z";
    const onSubmit = renderForm(
      publicationValues({ status: "PUBLISHED", publishAt: publishedAt }),
      publishedAt,
    );

    expect(radio("Publish now").checked).toBe(true);
    expect(screen.getByText("On the website since 2 Mar 2030, 10:30. It keeps that date.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(sent(onSubmit)).toMatchObject({ status: "PUBLISHED" });
    expect(sent(onSubmit)).not.toHaveProperty("publishAt");
  });

  it("refuses a schedule whose day or time has passed in Kakamega", () => {
    // 10:00 on 24 December 2030 in Kakamega.
    const now = new Date("2030-12-24T07:00:00Z");
    const scheduled = (publishDate: string, publishTime: string): NewsValues => ({
      ...written,
      image: null,
      parishId: "",
      kiswahili: {},
      status: "SCHEDULED",
      publishDate,
      publishTime,
    });

    expect(validateNews(scheduled("2030-12-24", "10:01"), now)).toEqual({});
    expect(validateNews(scheduled("2030-12-24", "10:00"), now).publishTime).toBe(
      "That time has passed. Choose a later time, or publish now.",
    );
    expect(validateNews(scheduled("2030-12-23", "23:00"), now).publishDate).toBe(
      "That day has passed. Choose a day to come.",
    );
    expect(validateNews({ ...scheduled("", ""), status: "DRAFT" }, now)).toEqual({});
  });
});
