import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminNewsletterIssuesDocument,
  DeleteNewsletterIssueDocument,
  NewsletterDigestDocument,
  NewsletterReadersDocument,
  SendNewsletterIssueDocument,
  UnscheduleNewsletterIssueDocument,
  UpdateNewsletterIssueDocument,
  type AdminNewsletterIssuesQuery,
  type NewsletterDigestQuery,
  type NewsletterReadersQuery,
  type NewsletterIssueInput,
} from "../gql/graphql";

type Issue = AdminNewsletterIssuesQuery["newsletterIssues"][number];

const issue = (overrides: Partial<Issue>): Issue => ({
  __typename: "NewsletterIssue",
  id: "1",
  subject: "Advent letter",
  body: "<p>Grace and peace.</p>",
  kiswahili: [],
  needsTranslation: true,
  status: "SENT",
  scheduledAt: "2026-11-20T06:00:00.000Z",
  sentAt: "2026-11-20T06:10:00.000Z",
  createdAt: "2026-11-19T06:00:00.000Z",
  progress: { __typename: "NewsletterProgress", total: 120, sent: 117, failed: 1, bounced: 2, waiting: 0 },
  ...overrides,
});

const issuesMock = (items: Issue[]): MockLink.MockedResponse<AdminNewsletterIssuesQuery> => ({
  request: { query: AdminNewsletterIssuesDocument },
  result: { data: { newsletterIssues: items } },
});

const digestMock: MockLink.MockedResponse<NewsletterDigestQuery> = {
  request: { query: NewsletterDigestDocument },
  result: {
    data: {
      newsletterDigest: {
        __typename: "NewsletterDigest",
        subject: "News from the Diocese of Kakamega",
        body: "<h2>News</h2><ul><li>Ordination at St Luke's</li></ul>",
        kiswahili: [
          { __typename: "TextTranslation", field: "subject", text: "Habari kutoka Dayosisi ya Kakamega" },
          {
            __typename: "TextTranslation",
            field: "body",
            text: "<h2>Habari</h2><ul><li>Upadrisho</li></ul>",
          },
        ],
      },
    },
  },
};

const NOTHING_SENT = {
  __typename: "NewsletterProgress" as const,
  total: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  waiting: 0,
};
const lentDraft = issue({
  id: "2",
  subject: "Lent letter",
  body: "<p>Keep a holy Lent.</p>",
  kiswahili: [{ __typename: "TextTranslation", field: "subject", text: "Barua ya Kwaresima" }],
  status: "DRAFT",
  scheduledAt: null,
  sentAt: null,
  progress: NOTHING_SENT,
});
const user = userEvent.setup();
/** The English subject's field, not its Kiswahili version's below it. */
const ENGLISH_SUBJECT = /^Subject(?! \(Kiswahili\))/;

describe("the Newsletter page", () => {
  it("shows each issue's status and how many copies were sent, failed or bounced", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([
          issue({}),
          issue({
            id: "2",
            subject: "Lent letter",
            status: "DRAFT",
            progress: {
              __typename: "NewsletterProgress",
              total: 0,
              sent: 0,
              failed: 0,
              bounced: 0,
              waiting: 0,
            },
          }),
        ]),
      ],
    });
    const sent = (await screen.findByText("Advent letter")).closest("tr")!;
    expect(within(sent).getByText("Sent")).toBeTruthy();
    expect(within(sent).getByText("117 of 120 sent, 1 failed, 2 bounced")).toBeTruthy();
    const draft = screen.getByText("Lent letter").closest("tr")!;
    expect(within(draft).getByText("Draft")).toBeTruthy();
  });

  it("starts an issue from the site's digest, and previews it", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [meMock(buildStaff()), issuesMock([]), digestMock],
    });
    expect(await screen.findByText("No issue has been written yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start from digest" }));
    expect(await screen.findByDisplayValue("News from the Diocese of Kakamega")).toBeTruthy();
    // Its Kiswahili version fills the issue's Kiswahili fields.
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Subject (Kiswahili)" }).value).toBe(
      "Habari kutoka Dayosisi ya Kakamega",
    );
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Ordination at St Luke's")).toBeTruthy();
  });

  it("opens a saved draft again in the composer, and saves the change to that draft", async () => {
    const saved = vi.fn<(variables: { id: string; input: NewsletterIssueInput }) => void>();
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([issue({}), lentDraft]),
        {
          request: {
            query: UpdateNewsletterIssueDocument,
            variables: (variables: { id: string; input: NewsletterIssueInput }) => {
              saved(variables);
              return true;
            },
          },
          result: { data: { updateNewsletterIssue: { __typename: "NewsletterIssue", id: "2" } } },
        },
        issuesMock([issue({}), { ...lentDraft, subject: "Lent letter, second week" }]),
      ],
    });
    const sentRow = (await screen.findByText("Advent letter")).closest("tr")!;
    // A sent issue is a record: it is neither changed nor deleted.
    expect(within(sentRow).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Edit Lent letter" }));
    const subject = screen.getByRole<HTMLInputElement>("textbox", { name: ENGLISH_SUBJECT });
    expect(subject.value).toBe("Lent letter");
    expect(document.activeElement).toBe(subject);
    expect(screen.getByText(/You are changing a saved draft/)).toBeTruthy();
    // Its Kiswahili version comes with it, and is saved with it.
    const kiswahiliSubject = screen.getByRole<HTMLInputElement>("textbox", { name: "Subject (Kiswahili)" });
    expect(kiswahiliSubject.value).toBe("Barua ya Kwaresima");
    await user.click(kiswahiliSubject);
    await user.paste(", wiki ya pili");
    await user.clear(subject);
    await user.click(subject);
    await user.paste("Lent letter, second week");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await screen.findByText("Draft saved")).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({
      id: "2",
      input: {
        subject: "Lent letter, second week",
        body: expect.stringContaining("Keep a holy Lent."),
        kiswahili: [
          { field: "subject", text: "Barua ya Kwaresima, wiki ya pili" },
          { field: "body", text: "" },
        ],
      },
    });
    // A new issue empties the composer; its next save makes a new draft.
    await user.click(screen.getByRole("button", { name: "New issue" }));
    expect(subject.value).toBe("");
    expect(screen.queryByText(/You are changing a saved draft/)).toBeNull();
  });

  it("takes a scheduled issue back to draft", async () => {
    const scheduled = issue({
      id: "3",
      subject: "Synod report",
      status: "SCHEDULED",
      scheduledAt: "2026-12-01T06:00:00.000Z",
      sentAt: null,
      progress: NOTHING_SENT,
    });
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([scheduled]),
        {
          request: { query: UnscheduleNewsletterIssueDocument, variables: { id: "3" } },
          result: {
            data: {
              unscheduleNewsletterIssue: {
                __typename: "NewsletterIssue",
                id: "3",
                status: "DRAFT",
                scheduledAt: null,
              },
            },
          },
        },
        issuesMock([{ ...scheduled, status: "DRAFT", scheduledAt: null }]),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Unschedule Synod report" }));

    expect(await screen.findByText("The issue is back to draft and will not be sent")).toBeTruthy();
    const row = (await screen.findByRole("button", { name: "Edit Synod report" })).closest("tr")!;
    expect(within(row).getByText("Draft")).toBeTruthy();
  });

  it("deletes a draft once asked, emptying the composer if it was open there", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([lentDraft]),
        {
          request: { query: DeleteNewsletterIssueDocument, variables: { id: "2" } },
          result: { data: { deleteNewsletterIssue: true } },
        },
        issuesMock([]),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit Lent letter" }));
    await user.click(screen.getByRole("button", { name: "Delete Lent letter" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete this draft?" });
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Draft deleted")).toBeTruthy();
    expect(await screen.findByText("No issue has been written yet.")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: ENGLISH_SUBJECT }).value).toBe("");
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [meMock(buildStaff({ language: "SW" })), issuesMock([issue({})])],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Jarida" })).toBeTruthy();
    expect(
      await screen.findByText("117 kati ya 120 yametumwa, 1 yameshindikana, 2 yamerudishwa"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nitumie nakala ya majaribio" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(Newsletter)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});

/** The server's count of confirmed readers: 1,234 in all. */
const readersMock: MockLink.MockedResponse<NewsletterReadersQuery> = {
  request: { query: NewsletterReadersDocument },
  result: {
    data: {
      newsletterReaders: {
        __typename: "NewsletterReaders",
        total: 1234,
        byLanguage: [
          { __typename: "NewsletterReadersInLanguage", language: "EN", count: 1000 },
          { __typename: "NewsletterReadersInLanguage", language: "SW", count: 234 },
        ],
      },
    },
  },
};

describe("sending an issue", () => {
  /** The page with the Lent draft open, whose save and send are recorded rather than answered blindly. */
  async function openLentDraft() {
    const saved = vi.fn();
    const sent = vi.fn<(variables: { id: string; scheduledAt: string | null }) => void>();
    const update = {
      request: {
        query: UpdateNewsletterIssueDocument,
        variables: (variables: unknown) => {
          saved(variables);
          return true;
        },
      },
      result: { data: { updateNewsletterIssue: { __typename: "NewsletterIssue" as const, id: "2" } } },
    };
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([lentDraft]),
        readersMock,
        readersMock,
        update,
        issuesMock([lentDraft]),
        {
          request: {
            query: SendNewsletterIssueDocument,
            variables: (variables: { id: string; scheduledAt: string | null }) => {
              sent(variables);
              return true;
            },
          },
          result: {
            data: { sendNewsletterIssue: { __typename: "NewsletterIssue", id: "2", status: "SCHEDULED" } },
          },
        },
        issuesMock([{ ...lentDraft, status: "SENDING" }]),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit Lent letter" }));
    return { saved, sent };
  }

  it("asks first, naming how many confirmed readers of each language will get it, and sends nothing on Cancel", async () => {
    const { saved, sent } = await openLentDraft();
    await user.click(screen.getByRole("button", { name: "Send now" }));

    const question = await screen.findByRole("alertdialog", { name: "Send to 1,234 readers now?" });
    expect(question.textContent).toContain("Confirmed readers: 1,000 in English and 234 in Kiswahili.");
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(saved).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();

    // Asked again (and counted again), it sends once the member of staff says so.
    await user.click(screen.getByRole("button", { name: "Send now" }));
    const again = await screen.findByRole("alertdialog", { name: "Send to 1,234 readers now?" });
    await user.click(within(again).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("The issue is being sent")).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ id: "2", scheduledAt: null });
  });

  it("asks before scheduling too, saying when and to how many readers", async () => {
    const { saved, sent } = await openLentDraft();
    fireEvent.change(screen.getByLabelText("Or send at"), { target: { value: "2026-12-07T10:00" } });
    await user.click(screen.getByRole("button", { name: "Schedule" }));

    const question = await screen.findByRole("alertdialog", {
      name: /^Send to 1,234 readers on .*December 2026.*\?$/,
    });
    expect(question.textContent).toContain("Confirmed readers now: 1,000 in English and 234 in Kiswahili.");
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(saved).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it("names the readers in Kiswahili for a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [meMock(buildStaff({ language: "SW" })), issuesMock([lentDraft]), readersMock],
    });
    await user.click(await screen.findByRole("button", { name: "Hariri Lent letter" }));
    await user.click(screen.getByRole("button", { name: "Tuma sasa" }));
    const question = await screen.findByRole("alertdialog", { name: "Tuma kwa wasomaji 1,234 sasa?" });
    expect(question.textContent).toContain("1,000 kwa Kiingereza na 234 kwa Kiswahili");
    expect([...missingMessages]).toEqual([]);
  });
});

afterEach(() => missingMessages.clear());
