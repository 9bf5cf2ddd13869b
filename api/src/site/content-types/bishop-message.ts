import type { SiteContentType } from "../content-type.js";

/** The Bishop's message: its preview is the home page, where the current one shows. */
export const bishopMessage = {
  name: "bishop-message",
  table: "bishop_message",
  audit: { kind: "Bishop's message", nameColumn: "heading" },
  fileColumns: ["image_url"],
  previewKind: "bishop-messages",
  revisions: {
    graphqlName: "BISHOP_MESSAGE",
    storedAs: "bishop_message",
    fields: [
      {
        name: "bishopName",
        label: "Bishop name",
        message: "dashboardRevisions.fields.bishopName",
        kind: "text",
      },
      {
        name: "heading",
        label: "Message heading",
        message: "dashboardRevisions.fields.messageHeading",
        kind: "text",
        translated: true,
      },
      {
        name: "message",
        label: "Message",
        message: "dashboardRevisions.fields.message",
        kind: "text",
        translated: true,
      },
      { name: "picture", label: "Picture", message: "dashboardRevisions.fields.picture", kind: "picture" },
    ],
  },
} as const satisfies SiteContentType;
