import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { SynodFigures } from "./synod-report-figures.js";
import type { ParishRow } from "./synod-report-pdf.js";
import type { SynodWords } from "./synod-report-words.js";

type Cell = string | number | null;

/** The rows of a sheet that are read a batch at a time: its header, then each batch until null. */
export interface SheetBatches {
  header: string[];
  next: () => Promise<Cell[][] | null>;
}

/** A parish's assessment for the year as the sheet shows it. */
export interface AssessmentRow {
  parish: string;
  archdeaconry: string;
  assessedKes: number;
  dueToDateKes: number;
  paidKes: number;
  daysBehind: number;
}

/** Where the sheets that grow with the diocese read their rows from, a batch at a time. */
export interface SheetSources {
  returns: SheetBatches;
  assessments: () => Promise<AssessmentRow[] | null>;
  parishes: AsyncIterable<ParishRow[]>;
}

/**
 * The synod report's spreadsheet, written to `stream` as it is read with exceljs's streaming
 * writer: each row is committed (written out of memory) once added and each sheet once done, so
 * the workbook costs a batch of rows whatever the diocese's size. Headings in the report's language.
 */
export async function writeSynodWorkbook(
  stream: Writable,
  figures: SynodFigures,
  words: SynodWords,
  sources: SheetSources,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = async (name: string, header: string[], rows: () => AsyncIterable<Cell[][]>) => {
    const worksheet = workbook.addWorksheet(name);
    const heading = worksheet.addRow(header);
    heading.font = { bold: true };
    heading.commit();
    for await (const batch of rows()) for (const row of batch) worksheet.addRow(row).commit();
    worksheet.commit();
  };
  await sheet(words.word("synod.sheets.returns"), sources.returns.header, () =>
    batchesOf(sources.returns.next),
  );
  await sheet(...totalsSheet(figures, words));
  await sheet(...assessmentsSheet(words, sources.assessments));
  await sheet(...appealsSheet(figures, words));
  await sheet(
    words.word("synod.sheets.parishes"),
    [
      words.word("synod.parish"),
      words.word("synod.archdeaconry"),
      words.word("synod.parishes.vicar"),
      words.word("synod.parishes.town"),
      words.word("synod.parishes.phone"),
      words.word("synod.parishes.email"),
    ],
    async function* () {
      for await (const page of sources.parishes) {
        yield page.map((row) => [row.name, row.archdeaconry, row.vicar, row.town, row.phone, row.email]);
      }
    },
  );
  await workbook.commit();
}

async function* batchesOf<T>(next: () => Promise<T[] | null>): AsyncIterable<T[]> {
  for (let batch = await next(); batch !== null; batch = await next()) yield batch;
}

async function* once(rows: Cell[][]): AsyncIterable<Cell[][]> {
  yield rows;
}

type Sheet = [string, string[], () => AsyncIterable<Cell[][]>];

function totalsSheet(figures: SynodFigures, words: SynodWords): Sheet {
  const row = (each: SynodFigures["returnsOfDiocese"]): Cell[] => [
    each.name,
    each.parishes,
    each.submitted,
    ...figures.questions.map((question) => each.totals.get(question.key) ?? 0),
  ];
  return [
    words.word("synod.sheets.totals"),
    [
      words.word("synod.archdeaconry"),
      words.word("synod.sheets.parishes"),
      words.word("synod.returns.submitted"),
      ...figures.questions.map((question) => question.label),
    ],
    () => once([...figures.returns.map(row), row(figures.returnsOfDiocese)]),
  ];
}

function assessmentsSheet(words: SynodWords, next: () => Promise<AssessmentRow[] | null>): Sheet {
  return [
    words.word("synod.sheets.assessments"),
    [
      words.word("synod.parish"),
      words.word("synod.archdeaconry"),
      words.word("synod.assessments.assessed"),
      words.word("synod.assessments.dueToDate"),
      words.word("synod.assessments.paid"),
      words.word("synod.assessments.balance"),
      words.word("synod.assessments.daysBehind"),
    ],
    async function* () {
      for await (const batch of batchesOf(next)) {
        yield batch.map((row) => [
          row.parish,
          row.archdeaconry,
          row.assessedKes,
          row.dueToDateKes,
          row.paidKes,
          row.assessedKes - row.paidKes,
          row.daysBehind,
        ]);
      }
    },
  ];
}

function appealsSheet(figures: SynodFigures, words: SynodWords): Sheet {
  return [
    words.word("synod.sheets.appeals"),
    [
      words.word("synod.appeals.appeal"),
      words.word("synod.appeals.target"),
      words.word("synod.appeals.raised"),
      words.word("synod.appeals.inYear", { year: figures.year }),
      words.word("synod.appeals.ofTarget"),
    ],
    () =>
      once(
        figures.appeals.map((appeal) => [
          appeal.title,
          appeal.targetKes,
          appeal.raisedKes,
          appeal.yearKes,
          Math.floor(appeal.percent * 10) / 10,
        ]),
      ),
  ];
}
