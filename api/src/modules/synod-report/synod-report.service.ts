import type { Writable } from "node:stream";
import type { DataSource } from "typeorm";
import { requireSynodReporting, type Actor } from "../../authorization.js";
import { validated, type Untrusted } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import type { AssessmentService } from "../assessment/assessment.service.js";
import type { LibraryDocument } from "../library-document/library-document.entity.js";
import type { LibraryDocumentService } from "../library-document/library-document.service.js";
import { Parish } from "../parish/parish.entity.js";
import type { ParishService } from "../parish/parish.service.js";
import { gatherFigures, type SynodSources } from "./synod-report-figures.js";
import { synodPdf, type ParishRow } from "./synod-report-pdf.js";
import { writeSynodWorkbook, type AssessmentRow, type SheetBatches } from "./synod-report-sheets.js";
import { synodWords } from "./synod-report-words.js";
import { SynodReportArgs } from "./synod-report.inputs.js";

/** Parishes read at a time for the list of parishes and clergy: a page of the PDF's table or two. */
const PARISH_PAGE = 250;

/** What else the report reads and keeps, beyond its figures' sources. */
export interface SynodReportSources extends SynodSources {
  libraryDocuments: Pick<LibraryDocumentService, "keepSynodReport">;
  /** A year's returns by parish (parish-return-export.ts), in the report's language. */
  parishReturnExport: {
    file(actor: Actor | null, args: { year: number }, language: Language): Promise<SheetBatches>;
  };
  assessments: SynodSources["assessments"] & Pick<AssessmentService, "exportBatches">;
  parishes: Pick<ParishService, "listByIds">;
}

/** A spreadsheet ready to be written, once its reader is checked and its input read. */
export interface SynodSpreadsheet {
  filename: string;
  write(stream: Writable): Promise<void>;
}

/**
 * The synod's report of a year, made from the data of the moment it is asked for: a PDF kept as a
 * draft of the library (a file: later changes to the records leave it as it is), and the same
 * figures as a spreadsheet, downloaded. Made by the diocese's staff who read every parish's
 * records and money (requireSynodReporting); every figure is summed by the database, and the
 * lists of parishes are read a page at a time and written as they are read.
 */
export class SynodReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: SynodReportSources,
  ) {}

  /** Makes the year's report as a PDF in the language asked, and keeps it as a draft library document. */
  async make(actor: Actor | null, args: Untrusted<SynodReportArgs>): Promise<LibraryDocument> {
    const reporter = requireSynodReporting(actor);
    const { year, language } = await validated(SynodReportArgs, args);
    const words = synodWords(language);
    const figures = await gatherFigures(this.dataSource, this.sources, reporter, { year, words });
    const pdf = await synodPdf(figures, words, this.parishPages());
    const [english, kiswahili] = [synodWords("en"), synodWords("sw")];
    const titles = {
      en: english.word(language === "en" ? "synod.title" : "synod.inKiswahili", {
        year,
        title: english.word("synod.title", { year }),
      }),
      sw: kiswahili.word(language === "sw" ? "synod.title" : "synod.inEnglish", {
        year,
        title: kiswahili.word("synod.title", { year }),
      }),
    };
    return this.sources.libraryDocuments.keepSynodReport(reporter, titles, pdf);
  }

  /** The year's spreadsheet: refused, or its input found wrong, before any of it is written. */
  async spreadsheet(actor: Actor | null, args: Untrusted<SynodReportArgs>): Promise<SynodSpreadsheet> {
    const reporter = requireSynodReporting(actor);
    const { year, language } = await validated(SynodReportArgs, args);
    const words = synodWords(language);
    const figures = await gatherFigures(this.dataSource, this.sources, reporter, { year, words });
    return {
      filename: `${words.word("synod.title", { year }).replace(/\s+/g, "-").toLowerCase()}.xlsx`,
      write: async (stream) => {
        await writeSynodWorkbook(stream, figures, words, {
          returns: await this.sources.parishReturnExport.file(reporter, { year }, language),
          assessments: await this.assessmentRows(reporter, year),
          parishes: this.parishPages(),
        });
      },
    };
  }

  /** Every parish with its assessment for the year, a batch at a time, with its and its archdeaconry's names. */
  private async assessmentRows(actor: Actor, year: number): Promise<() => Promise<AssessmentRow[] | null>> {
    const next = await this.sources.assessments.exportBatches(actor, year);
    return async () => {
      const standings = await next();
      if (!standings) return null;
      const parishes = await this.sources.parishes.listByIds(standings.map((each) => each.parishId));
      const archdeaconryIds = [...new Set(standings.map((each) => each.archdeaconryId))];
      const archdeaconries = await this.sources.archdeaconries.listByIds(archdeaconryIds);
      return standings.map((standing, index) => ({
        parish: parishes[index]?.name ?? "",
        archdeaconry: archdeaconries[archdeaconryIds.indexOf(standing.archdeaconryId)]?.name ?? "",
        assessedKes: standing.assessment?.amountKes ?? 0,
        dueToDateKes: standing.dueToDateKes,
        paidKes: standing.paidKes,
        daysBehind: standing.daysOverdue,
      }));
    };
  }

  /** Every parish with its archdeaconry and clergy, by archdeaconry and name, a page at a time. */
  private async *parishPages(): AsyncGenerator<ParishRow[]> {
    for (let skip = 0; ; skip += PARISH_PAGE) {
      const rows = await this.dataSource
        .createQueryBuilder(Parish, "parish")
        .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
        .select("parish.name", "name")
        .addSelect("archdeaconry.name", "archdeaconry")
        .addSelect("parish.vicar", "vicar")
        .addSelect("parish.town", "town")
        .addSelect("parish.phone", "phone")
        .addSelect("parish.email", "email")
        .orderBy("archdeaconry.name", "ASC")
        .addOrderBy("parish.name", "ASC")
        .addOrderBy("parish.id", "ASC")
        .offset(skip)
        .limit(PARISH_PAGE)
        .getRawMany<ParishRow>();
      if (rows.length > 0) yield rows;
      if (rows.length < PARISH_PAGE) return;
    }
  }
}
