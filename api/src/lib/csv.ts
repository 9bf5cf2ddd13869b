/**
 * CSV files for the dashboard's downloads (RFC 4180), safe to open in a spreadsheet.
 */
import type { FastifyReply } from "fastify";
import { AppError } from "../errors.js";

export type CsvCell = string | number | null;

/**
 * A UTF-8 byte-order mark. Excel reads a CSV file without one in the computer's legacy code page
 * (Windows-1252 and the like), so "Njoroge" survives but "Zoë" or "Müller" turn into "ZoÃ«" and
 * "MÃ¼ller"; with it, Excel reads UTF-8. LibreOffice and Google Sheets accept it too.
 */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * What a spreadsheet takes for the start of a formula (OWASP "CSV injection"): a cell such as
 * `=HYPERLINK(...)` or `+254712...` typed into a form by anyone could otherwise run when a
 * treasurer opens the download.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain negative number such as "-500" or "-12.5", which a spreadsheet reads as a number. */
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** What makes a field need quotes (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  // A leading apostrophe makes the spreadsheet show the cell as text, and is not shown itself.
  const text = FORMULA_START.test(cell) && !PLAIN_NEGATIVE_NUMBER.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file of a header and rows: CRLF after every record, fields quoted when they hold a comma,
 * a quote, CR or LF (with quotes doubled), null as an empty field. Text that a spreadsheet would
 * run as a formula gets a leading apostrophe; numbers, and strings that are plain numbers such as
 * "-500", are written as they are. The file starts with a UTF-8 byte-order mark.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const records = [header, ...rows].map((record) => `${record.map(field).join(",")}\r\n`);
  return BYTE_ORDER_MARK + records.join("");
}

/**
 * Answers a dashboard download: the file of `header` and the rows `makeRows` reads (it checks who
 * may read them), never kept by a cache; or, when it refuses, the reason as JSON with its status.
 */
export async function answerCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  makeRows: () => Promise<CsvCell[][]>,
): Promise<FastifyReply> {
  try {
    const csv = toCsv(header, await makeRows());
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(csv);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply.code(error.httpStatus).send({ status: "error", message: error.message });
  }
}
