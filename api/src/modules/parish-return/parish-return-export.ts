import { In, type DataSource } from "typeorm";
import { requireParishRecordsReading, type Actor } from "../../authorization.js";
import type { CsvCell } from "../../lib/csv.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { ParishReturn, ParishReturnAnswer, ParishReturnStatus } from "./parish-return.entity.js";
import { ParishReturnTotalsArgs } from "./parish-return.inputs.js";
import { questionsOf } from "./parish-return-questions.service.js";
import { numberOf, withinReach } from "./parish-return-reach.js";

/** Parishes one batch of the file reads, with their returns and answers. */
const BATCH_SIZE = 200;

/** The file's own columns and a return's status, in each language (the dashboard's words). */
const WORDS: Readonly<Record<Language, { columns: string[]; status: Record<ParishReturnStatus, string> }>> = {
  en: {
    columns: ["Parish", "Archdeaconry", "Year", "Status", "Submitted"],
    status: { NOT_STARTED: "Not started", DRAFT: "Draft", SUBMITTED: "Submitted", REOPENED: "Reopened" },
  },
  sw: {
    columns: ["Parokia", "Uarchdeacon", "Mwaka", "Hali", "Ilitumwa"],
    status: {
      NOT_STARTED: "Haijaanzwa",
      DRAFT: "Rasimu",
      SUBMITTED: "Imetumwa",
      REOPENED: "Imefunguliwa tena",
    },
  },
};

export interface ParishReturnsFile {
  header: string[];
  next: () => Promise<CsvCell[][] | null>;
}

/**
 * A year's returns as a CSV file, every parish the reader reaches a row (those not started
 * too, empty), each question a column: read a batch of parishes at a time in id order, with their
 * returns and answers, so that a diocese of any size takes one batch of memory.
 */
export class ParishReturnExport {
  constructor(private readonly dataSource: DataSource) {}

  /** The file; in Kiswahili (the synod report's spreadsheet) its headings and statuses are too. */
  async file(
    actor: Actor | null,
    args: Untrusted<ParishReturnTotalsArgs>,
    language: Language = "en",
  ): Promise<ParishReturnsFile> {
    const reach = requireParishRecordsReading(actor);
    const input = await validated(ParishReturnTotalsArgs, args);
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    const questions = await questionsOf(this.dataSource.manager, input.year);
    const words = WORDS[language];
    const header = [...words.columns, ...questions.map((q) => (language === "sw" ? q.labelSw : q.labelEn))];
    let afterId = 0;
    const next = async (): Promise<CsvCell[][] | null> => {
      const parishes = await withinReach(
        this.dataSource
          .createQueryBuilder(Parish, "parish")
          .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
          .where("parish.id > :afterId", { afterId }),
        reach,
        archdeaconryId,
      )
        .select("parish.id", "id")
        .addSelect("parish.name", "name")
        .addSelect("archdeaconry.name", "archdeaconryName")
        .orderBy("parish.id", "ASC")
        .limit(BATCH_SIZE)
        .getRawMany<{ id: number | string; name: string; archdeaconryName: string }>();
      if (parishes.length === 0) return null;
      afterId = numberOf(parishes.at(-1)!.id);
      const returns = await this.dataSource.getRepository(ParishReturn).find({
        where: { year: input.year, parishId: In(parishes.map((parish) => numberOf(parish.id))) },
      });
      const answers = returns.length
        ? await this.dataSource
            .getRepository(ParishReturnAnswer)
            .find({ where: { returnId: In(returns.map((kept) => kept.id)) } })
        : [];
      return parishes.map((parish) => {
        const kept = returns.find((one) => one.parishId === numberOf(parish.id));
        const own = new Map(
          answers
            .filter((answer) => answer.returnId === kept?.id)
            .map((answer) => [answer.questionKey, answer.value]),
        );
        return [
          parish.name,
          parish.archdeaconryName,
          input.year,
          words.status[kept?.status ?? ParishReturnStatus.NOT_STARTED],
          kept?.submittedAt ? kept.submittedAt.toISOString().slice(0, 10) : null,
          ...questions.map((question) => own.get(question.key) ?? null),
        ];
      });
    };
    return { header, next };
  }
}
