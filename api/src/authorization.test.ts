import { describe, expect, it } from "vitest";
import {
  ApiTokenScope,
  requireDepartmentEditing,
  requireDiocesanFieldsKept,
  requireEditor,
  requireOwnedContentEditing,
  requireOwnedContentReading,
  requireOwnersKept,
  requireParishContentListing,
  requireParishEditing,
  requireParishRecordReading,
  requireParishRecordsReading,
  requireSomeEditing,
  requireTreasurer,
  requireEditorReading,
  requireGivingTotals,
  type Actor,
} from "./authorization.js";

const stLukes = { id: 7, name: "St Luke's Butere" };
const mothersUnion = { id: 3, name: "Mothers' Union" };
const editor: Actor = { userId: 1, role: "editor", sessionId: 1 };
const parishEditor: Actor = { userId: 2, role: "parish_editor", sessionId: 2, parish: stLukes };
const departmentEditor: Actor = {
  userId: 3,
  role: "department_editor",
  sessionId: 3,
  department: mothersUnion,
};
const orphanedParishEditor: Actor = { userId: 4, role: "parish_editor", sessionId: 4, parish: null };
const treasurer: Actor = { userId: 5, role: "treasurer", sessionId: 5 };
const butere = { id: 2, name: "Butere" };
const archdeacon: Actor = { userId: 6, role: "archdeacon", sessionId: 6, archdeaconry: butere };
const orphanedArchdeacon: Actor = { userId: 7, role: "archdeacon", sessionId: 7, archdeaconry: null };
/** St Luke's is a parish of Butere; Emmanuel Mumias one of another archdeaconry. */
const stLukesRecords = { id: 7, archdeaconryId: 2 };
const emmanuelRecords = { id: 9, archdeaconryId: 3 };
const token = (scopes: ApiTokenScope[]): Actor => ({
  userId: 0,
  role: "editor",
  sessionId: 0,
  apiToken: { id: 1, name: "Parish finder app", scopes },
});

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  return "allowed";
};

describe("diocese-wide content", () => {
  it("refuses a parish editor, saying what they may change", () => {
    expect(refusal(() => requireEditor(parishEditor))).toBe(
      "You can change only St Luke's Butere: its page, its regular services, its events and the news tagged to it",
    );
  });

  it("refuses a department editor, saying what they may change", () => {
    expect(refusal(() => requireEditor(departmentEditor))).toBe(
      "You can change only Mothers' Union: its page and its events",
    );
  });

  it("tells a parish editor whose parish was deleted to ask a system admin", () => {
    expect(refusal(() => requireParishEditing(orphanedParishEditor, 7))).toMatch(/ask a system admin/);
  });

  it("keeps the treasurer's ledger from scoped editors", () => {
    expect(refusal(() => requireTreasurer(parishEditor))).toMatch(/Only a treasurer or a system admin/);
  });
});

describe("a parish's and a department's content", () => {
  it("lets a parish editor change their own parish and no other", () => {
    expect(refusal(() => requireParishEditing(parishEditor, 7))).toBe("allowed");
    expect(refusal(() => requireParishEditing(parishEditor, 8))).toMatch(/only St Luke's Butere/);
    expect(refusal(() => requireDepartmentEditing(parishEditor, 3))).toMatch(/only St Luke's Butere/);
  });

  it("lets a department editor change their own department and no other", () => {
    expect(refusal(() => requireDepartmentEditing(departmentEditor, 3))).toBe("allowed");
    expect(refusal(() => requireDepartmentEditing(departmentEditor, 4))).toMatch(/only Mothers' Union/);
    expect(refusal(() => requireParishEditing(departmentEditor, 7))).toMatch(/only Mothers' Union/);
  });

  it("lets either editor change an event of their parish or department, not the diocese's", () => {
    const shared = { parishId: 7, departmentId: 3 };
    expect(refusal(() => requireOwnedContentEditing(parishEditor, shared))).toBe("allowed");
    expect(refusal(() => requireOwnedContentEditing(departmentEditor, shared))).toBe("allowed");
    const diocesan = { parishId: null, departmentId: null };
    expect(refusal(() => requireOwnedContentEditing(parishEditor, diocesan))).not.toBe("allowed");
    expect(refusal(() => requireOwnedContentEditing(editor, diocesan))).toBe("allowed");
  });

  it("passes diocese-wide editors and a token with WRITE_CONTENT everywhere", () => {
    expect(refusal(() => requireParishEditing(editor, 8))).toBe("allowed");
    expect(refusal(() => requireDepartmentEditing(token([ApiTokenScope.WRITE_CONTENT]), 4))).toBe("allowed");
    expect(refusal(() => requireParishEditing(token([ApiTokenScope.READ_PRIVATE]), 4))).toMatch(
      /lacks the WRITE_CONTENT scope/,
    );
  });

  it("reads an event's private side with READ_PRIVATE, or as the editor of its parish", () => {
    const event = { parishId: 7, departmentId: null };
    expect(refusal(() => requireOwnedContentReading(token([ApiTokenScope.READ_PRIVATE]), event))).toBe(
      "allowed",
    );
    expect(refusal(() => requireOwnedContentReading(parishEditor, event))).toBe("allowed");
    expect(refusal(() => requireOwnedContentReading(departmentEditor, event))).not.toBe("allowed");
  });

  it("refuses a visitor and a treasurer before anything is read", () => {
    expect(refusal(() => requireSomeEditing(null))).toBe("You need to sign in to do that");
    expect(refusal(() => requireSomeEditing(treasurer))).toMatch(/records gifts and changes no content/);
    expect(refusal(() => requireSomeEditing(parishEditor))).toBe("allowed");
  });
});

describe("where content belongs after a change", () => {
  it("keeps a parish editor's event at their parish, and out of any department it was not in", () => {
    expect(refusal(() => requireOwnersKept(parishEditor, null, { parishId: 7, departmentId: null }))).toBe(
      "allowed",
    );
    expect(refusal(() => requireOwnersKept(parishEditor, null, { parishId: 8, departmentId: null }))).toMatch(
      /^parishId: You can change only St Luke's Butere/,
    );
    expect(refusal(() => requireOwnersKept(parishEditor, null, { parishId: 7, departmentId: 3 }))).toMatch(
      /^departmentId: only a diocese-wide editor/,
    );
    const before = { parishId: 7, departmentId: 3 };
    expect(refusal(() => requireOwnersKept(parishEditor, before, before))).toBe("allowed");
  });

  it("keeps a department editor's event in their department, at the parish it had", () => {
    const before = { parishId: 7, departmentId: 3 };
    expect(
      refusal(() => requireOwnersKept(departmentEditor, before, { parishId: null, departmentId: 3 })),
    ).toMatch(/^parishId: only a diocese-wide editor/);
    expect(refusal(() => requireOwnersKept(editor, before, { parishId: null, departmentId: null }))).toBe(
      "allowed",
    );
  });

  it("leaves a parish's name and archdeaconry to diocese-wide editors", () => {
    expect(refusal(() => requireDiocesanFieldsKept(parishEditor, ["name", "archdeaconryId"]))).toMatch(
      /^name, archdeaconryId: only a diocese-wide editor changes a parish's name/,
    );
    expect(refusal(() => requireDiocesanFieldsKept(parishEditor, []))).toBe("allowed");
    expect(refusal(() => requireDiocesanFieldsKept(editor, ["name"]))).toBe("allowed");
  });

  it("lists a parish editor's parish alone, everything for an editor, and nothing for a department editor", () => {
    expect(requireParishContentListing(parishEditor)).toBe(7);
    expect(requireParishContentListing(editor)).toBeNull();
    expect(refusal(() => requireParishContentListing(departmentEditor))).toMatch(/only Mothers' Union/);
  });
});

describe("an archdeacon, who changes nothing", () => {
  it("is refused every change of content, diocese-wide or of a parish, saying why", () => {
    const why = "An archdeacon's account reads its archdeaconry's records and changes no content";
    expect(refusal(() => requireEditor(archdeacon))).toBe(why);
    expect(refusal(() => requireSomeEditing(archdeacon))).toBe(why);
    expect(refusal(() => requireParishEditing(archdeacon, 7))).toBe(why);
    expect(refusal(() => requireOwnedContentEditing(archdeacon, { parishId: 7, departmentId: null }))).toBe(
      why,
    );
    expect(refusal(() => requireParishContentListing(archdeacon))).toBe(why);
  });

  it("reads neither what editors read privately nor the ledger, but sees the totals of giving as all staff do", () => {
    expect(refusal(() => requireEditorReading(archdeacon))).not.toBe("allowed");
    expect(refusal(() => requireTreasurer(archdeacon))).toMatch(/Only a treasurer or a system admin/);
    expect(refusal(() => requireGivingTotals(archdeacon))).toBe("allowed");
  });
});

describe("who reads the records of parishes (assessments, returns)", () => {
  it("reaches every parish for diocese-wide staff and a token with READ_PRIVATE", () => {
    const everyParish = { archdeaconryId: null, parishId: null };
    for (const actor of [editor, treasurer, { ...editor, role: "system_admin" as const }]) {
      expect(requireParishRecordsReading(actor)).toEqual(everyParish);
    }
    expect(requireParishRecordsReading(token([ApiTokenScope.READ_PRIVATE]))).toEqual(everyParish);
    expect(refusal(() => requireParishRecordsReading(token([ApiTokenScope.WRITE_CONTENT])))).toMatch(
      /lacks the READ_PRIVATE scope/,
    );
  });

  it("reaches an archdeacon's own archdeaconry, and a parish editor's own parish", () => {
    expect(requireParishRecordsReading(archdeacon)).toEqual({ archdeaconryId: 2, parishId: null });
    expect(requireParishRecordsReading(parishEditor)).toEqual({ archdeaconryId: null, parishId: 7 });
  });

  it("refuses a visitor, a department editor, and an archdeacon or parish editor whose place was deleted", () => {
    expect(refusal(() => requireParishRecordsReading(null))).toBe("You need to sign in to do that");
    expect(refusal(() => requireParishRecordsReading(departmentEditor))).toBe(
      "A department editor's account reads no parish's assessments or returns",
    );
    expect(refusal(() => requireParishRecordsReading(orphanedArchdeacon))).toBe(
      "Your account has no archdeaconry: ask a system admin to choose one in Users",
    );
    expect(refusal(() => requireParishRecordsReading(orphanedParishEditor))).toMatch(/no parish to keep/);
  });

  it("lets an archdeacon read a parish of their archdeaconry and no other", () => {
    expect(refusal(() => requireParishRecordReading(archdeacon, stLukesRecords))).toBe("allowed");
    expect(refusal(() => requireParishRecordReading(archdeacon, emmanuelRecords))).toBe(
      "You can read only the parishes of your own archdeaconry",
    );
    expect(refusal(() => requireParishRecordReading(orphanedArchdeacon, stLukesRecords))).toMatch(
      /no archdeaconry/,
    );
  });

  it("lets a parish editor read their own parish's records and no other's, even in the same archdeaconry", () => {
    expect(refusal(() => requireParishRecordReading(parishEditor, stLukesRecords))).toBe("allowed");
    expect(refusal(() => requireParishRecordReading(parishEditor, { id: 8, archdeaconryId: 2 }))).toBe(
      "You can read only your own parish's assessments and returns",
    );
  });

  it("lets diocese-wide staff and a token with READ_PRIVATE read any parish's records", () => {
    expect(refusal(() => requireParishRecordReading(treasurer, emmanuelRecords))).toBe("allowed");
    expect(refusal(() => requireParishRecordReading(editor, emmanuelRecords))).toBe("allowed");
    expect(
      refusal(() => requireParishRecordReading(token([ApiTokenScope.READ_PRIVATE]), emmanuelRecords)),
    ).toBe("allowed");
    expect(refusal(() => requireParishRecordReading(departmentEditor, stLukesRecords))).toMatch(
      /department editor's account reads no parish's/,
    );
  });
});
