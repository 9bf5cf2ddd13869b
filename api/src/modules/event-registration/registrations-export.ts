import { In, MoreThan, type DataSource } from "typeorm";
import { requireOwnedContentReading, type Actor } from "../../authorization.js";
import { EXPORT_BATCH_ROWS } from "../../db/newest-first-batches.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { momentInDiocese } from "../../lib/calendar.js";
import type { CsvBatches, CsvCell } from "../../lib/csv.js";
import { parseId } from "../../lib/validation.js";
import { Event } from "../event/event.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { Registration } from "./registration.entity.js";
import { RegistrationSetup, type RegistrationQuestion } from "./registration-setup.entity.js";

const HEADER = [
  "Code",
  "Name",
  "Phone",
  "E-mail",
  "Status",
  "Parish",
  "Role",
  "Diet",
  "Fee (KES)",
  "Registered (Kakamega)",
  "Confirmed (Kakamega)",
  "Checked in (Kakamega)",
  "Refund (KES)",
  "Refund note",
];

const when = (at: Date | null): string | null => (at ? momentInDiocese(at) : null);

/** A staff-defined question as the export needs it: its id and its words in English. */
type Question = Pick<RegistrationQuestion, "id" | "label">;

/**
 * An event's registrations, oldest first, for whoever reads the event's private side (its staff),
 * with one column for each of its own questions; the reader is checked before anything is read.
 */
export async function registrationsExport(
  dataSource: DataSource,
  actor: Actor | null,
  rawEventId: unknown,
): Promise<{ header: string[]; next: CsvBatches }> {
  if (rawEventId === undefined || rawEventId === "")
    throw new UserInputError("Give the event: ?event=<id>", "event");
  const id = parseId(rawEventId, "event");
  const event = await dataSource.manager.findOneBy(Event, { id });
  if (!event) throw new NotFoundError(`There is no event with id ${id}`);
  requireOwnedContentReading(actor, event);
  const questions: Question[] =
    (await dataSource.manager.findOneBy(RegistrationSetup, { eventId: id }))?.questions ?? [];
  return {
    header: [...HEADER, ...questions.map((question) => question.label)],
    next: batches(dataSource, id, questions),
  };
}

/** The rows a batch at a time, after the last id read (keyset), with their parishes' names read alongside. */
function batches(dataSource: DataSource, eventId: number, questions: Question[]): CsvBatches {
  let after = 0;
  // A diocese has some hundred parishes: each name is read once, when first met.
  const parishes = new Map<number, string>();
  return async () => {
    const rows = await dataSource.manager.find(Registration, {
      where: { eventId, id: MoreThan(after) },
      order: { id: "ASC" },
      take: EXPORT_BATCH_ROWS,
    });
    if (rows.length === 0) return null;
    after = rows.at(-1)!.id;
    const unknown = [...new Set(rows.map((row) => row.parishId))].filter(
      (parishId): parishId is number => parishId !== null && !parishes.has(parishId),
    );
    if (unknown.length > 0) {
      const found = await dataSource.manager.find(Parish, {
        where: { id: In(unknown) },
        select: { id: true, name: true },
      });
      for (const parish of found) parishes.set(parish.id, parish.name);
    }
    return rows.map((row) =>
      rowOf(row, row.parishId === null ? null : (parishes.get(row.parishId) ?? null), questions),
    );
  };
}

function rowOf(row: Registration, parish: string | null, questions: Question[]): CsvCell[] {
  return [
    row.code,
    row.name,
    row.phone,
    row.email,
    row.status,
    parish,
    row.role,
    row.diet,
    row.feeKes,
    when(row.createdAt),
    when(row.confirmedAt),
    when(row.checkedInAt),
    row.refundKes,
    row.refundNote,
    ...questions.map((question) => row.answers[question.id] ?? null),
  ];
}
