import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages, PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { InformationPageForm } from "../about-us/information-page-form";
import { DepartmentForm } from "../departments/department-form";
import {
  CreateBishopMessageDocument,
  UpdateDepartmentDocument,
  UpdateInformationPageDocument,
  type AdminAboutUsQuery,
  type AdminBishopMessageFieldsFragment,
  type AdminDepartmentsQuery,
} from "../gql/graphql";
import { BishopMessageForm } from "../homepage/bishop-message-form";

const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const input = (label: string) =>
  // The English field alone: not "Message heading", nor a field's Kiswahili version.
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\b(?! heading| \\(Kiswahili\\))`));

async function fill(label: string, value: string) {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), value);
}

const governance: AdminAboutUsQuery["informationPages"][number] = {
  __typename: "InformationPage",
  id: "7",
  slug: "governance-system",
  title: "Governance System",
  body: "<p>The synod governs the diocese.</p>",
  status: "DRAFT",
  publishAt: null,
  updatedAt: "2026-11-01T07:00:00.000Z",
  kiswahili: [],
  needsTranslation: true,
};

const education: AdminDepartmentsQuery["departments"][number] = {
  __typename: "Department",
  id: "3",
  name: "Education",
  slug: "education",
  headName: null,
  headTitle: null,
  imageCaption: null,
  imageUrl: null,
  image: null,
  body: "<p>Schools.</p>",
  position: 0,
  status: "SCHEDULED",
  // 18:00 in Kakamega.
  publishAt: "2099-12-24T15:00:00.000Z",
  updatedAt: "2026-11-01T07:00:00.000Z",
  kiswahili: [],
  needsTranslation: true,
};

describe("an information page's publication", () => {
  it("shows a draft as such with its preview, and schedules it in Kakamega time", async () => {
    const scheduled = { ...governance, status: "SCHEDULED" as const, publishAt: "2099-12-24T15:00:00.000Z" };
    renderUi(
      <InformationPageForm
        known={{ slug: "governance-system", title: "Governance System", name: "Governance System" }}
        page={governance}
      />,
      [
        {
          request: {
            query: UpdateInformationPageDocument,
            variables: {
              id: "7",
              input: {
                kiswahili: [
                  { field: "title", text: "" },
                  { field: "body", text: "" },
                ],
                slug: "governance-system",
                title: "Governance System",
                body: governance.body,
                status: "SCHEDULED",
                publishAt: "2099-12-24T18:00:00+03:00",
              },
            },
          },
          result: { data: { updateInformationPage: scheduled } },
        },
      ],
    );

    expect(screen.getByText("Draft")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Preview the Governance System page" }).getAttribute("href"),
    ).toBe("/preview/pages/7");
    expect(radio("Save as draft").checked).toBe(true);
    await userEvent.click(radio("Schedule"));
    await userEvent.click(screen.getByRole("button", { name: "Schedule page" }));
    expect(screen.getByText("Choose the day to publish the page.")).toBeTruthy();

    await fill("Day to publish", "2099-12-24");
    await fill("Time to publish", "18:00");
    await userEvent.click(screen.getByRole("button", { name: "Schedule page" }));
    expect(await screen.findByText("Governance System page saved")).toBeTruthy();
    expect(screen.getByText("It goes on the website on 24 Dec 2099 at 18:00, Kakamega time.")).toBeTruthy();
  });
});

describe("a department's publication", () => {
  it("opens a scheduled department on its day and time, and publishes it now without a date", async () => {
    renderUi(<DepartmentForm department={education} onDirtyChange={() => undefined} />, [
      {
        request: {
          query: UpdateDepartmentDocument,
          variables: {
            id: "3",
            image: null,
            input: {
              kiswahili: [
                { field: "name", text: "" },
                { field: "headTitle", text: "" },
                { field: "imageCaption", text: "" },
                { field: "body", text: "" },
              ],
              name: "Education",
              slug: "education",
              position: 0,
              headName: null,
              headTitle: null,
              imageCaption: null,
              body: education.body,
              imageFocalPoint: null,
              status: "PUBLISHED",
            },
          },
        },
        result: { data: { updateDepartment: { ...education, status: "PUBLISHED" } } },
      },
    ]);

    expect(screen.getByText(/^Scheduled for 24 Dec 2099, 18:00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Preview Education" }).getAttribute("href")).toBe(
      "/preview/departments/3",
    );
    expect(radio("Schedule").checked).toBe(true);
    expect(input("Day to publish").value).toBe("2099-12-24");
    expect(input("Time to publish").value).toBe("18:00");

    await userEvent.click(radio("Publish now"));
    await userEvent.click(screen.getByRole("button", { name: "Publish department" }));
    expect(await screen.findByText("Education department saved")).toBeTruthy();
  });
});

describe("a new bishop's message's publication", () => {
  it("saves it as a draft when staff choose so, and says only staff can see it", async () => {
    const draft: AdminBishopMessageFieldsFragment = {
      __typename: "BishopMessage",
      id: "12",
      bishopName: "The Rt. Rev. Placeholder",
      heading: "Lent",
      message: "Let us pray.",
      imageUrl: null,
      image: null,
      status: "DRAFT",
      publishAt: null,
      createdAt: "2026-11-01T07:00:00.000Z",
      updatedAt: "2026-11-01T07:00:00.000Z",
      kiswahili: [],
      needsTranslation: true,
    };
    renderUi(<BishopMessageForm message={null} bishopName="The Rt. Rev. Placeholder" />, [
      {
        request: {
          query: CreateBishopMessageDocument,
          variables: {
            image: null,
            input: {
              bishopName: "The Rt. Rev. Placeholder",
              heading: "Lent",
              message: "Let us pray.",
              imageFocalPoint: null,
              kiswahili: [
                { field: "heading", text: "" },
                { field: "message", text: "" },
              ],
              status: "DRAFT",
            },
          },
        },
        result: { data: { createBishopMessage: draft } },
      },
    ]);

    expect(radio("Publish now").checked).toBe(true);
    expect(screen.getByRole("button", { name: "Publish message" })).toBeTruthy();
    await fill("Message heading", "Lent");
    await fill("Message", "Let us pray.");
    await userEvent.click(radio("Save as draft"));
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Bishop's message saved as a draft")).toBeTruthy();
  });
});

describe("the publication in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("says in Kiswahili words when a scheduled department goes on the website", async () => {
    renderUi(
      <PageLanguage language="sw">
        <DepartmentForm department={education} onDirtyChange={() => undefined} />
      </PageLanguage>,
      [
        {
          request: {
            query: UpdateDepartmentDocument,
            variables: {
              id: "3",
              image: null,
              input: {
                kiswahili: [
                  { field: "name", text: "" },
                  { field: "headTitle", text: "" },
                  { field: "imageCaption", text: "" },
                  { field: "body", text: "" },
                ],
                name: "Education",
                slug: "education",
                position: 0,
                headName: null,
                headTitle: null,
                imageCaption: null,
                body: education.body,
                imageFocalPoint: null,
                status: "SCHEDULED",
                publishAt: "2099-12-24T18:00:00+03:00",
              },
            },
          },
          result: { data: { updateDepartment: education } },
        },
      ],
    );

    await userEvent.click(screen.getByRole("button", { name: "Hifadhi idara" }));
    expect(
      await screen.findByText("Itawekwa kwenye tovuti tarehe 24 Des 2099 saa 18:00, saa za Kakamega."),
    ).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("offers the choices, the schedule's fields and its checks in Kiswahili, dates in sw-KE", async () => {
    renderUi(
      <PageLanguage language="sw">
        <DepartmentForm department={education} onDirtyChange={() => undefined} />
      </PageLanguage>,
    );

    expect(screen.getByText("Imepangwa 24 Des 2099, 18:00")).toBeTruthy();
    expect(radio("Panga muda").checked).toBe(true);
    await userEvent.clear(input("Siku ya kuchapisha"));
    await userEvent.click(radio("Hifadhi kama rasimu"));
    expect(
      screen.getByText("Ukurasa wa idara utaonekana kwa wafanyakazi pekee, hadi utakapochapishwa."),
    ).toBeTruthy();
    await userEvent.click(radio("Panga muda"));
    await userEvent.click(screen.getByRole("button", { name: "Hifadhi idara" }));
    expect(await screen.findByText("Chagua siku ya kuchapisha ukurasa wa idara.")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
