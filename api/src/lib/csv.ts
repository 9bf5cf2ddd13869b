/**
 * CSV files for the dashboard's downloads (RFC 4180), safe to open in a spreadsheet.
 */
import { AsyncResource } from "node:async_hooks";
import { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
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

/** One record: its fields joined by commas, ended by CRLF. */
function record(cells: CsvCell[]): string {
  return `${cells.map(field).join(",")}\r\n`;
}

/**
 * A CSV file of a header and rows: CRLF after every record, fields quoted when they hold a comma,
 * a quote, CR or LF (with quotes doubled), null as an empty field. Text that a spreadsheet would
 * run as a formula gets a leading apostrophe; numbers, and strings that are plain numbers such as
 * "-500", are written as they are. The file starts with a UTF-8 byte-order mark.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BYTE_ORDER_MARK + [header, ...rows].map(record).join("");
}

/** The next batch of a download's rows, read when the client has taken the last; null at the end. */
export type CsvBatches = () => Promise<CsvCell[][] | null>;

/** At most this much CSV waits in memory for a slow client (more waits in the socket's buffers). */
const BUFFERED_BYTES = 64 * 1024;

/**
 * Answers a dashboard download as it is read: `open` checks who may read the rows (a refusal is
 * answered as JSON with its status, before anything of the file is sent) and gives them in
 * batches, which are written as the client takes them, so memory stays one batch whatever the
 * file's size. Never kept by a cache. A failure once the file has begun (the database gone) is
 * logged and cuts the connection, so that the client sees a broken download rather than a
 * complete-looking file that lacks its end.
 */
export function streamCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  open: () => Promise<CsvBatches>,
): Promise<FastifyReply> {
  return streamCsvOfColumns(reply, filename, async () => ({ header, next: await open() }));
}

/**
 * streamCsv for a file whose columns are known only once the reader is checked (a year's
 * questions, say): `open` gives the header with the batches.
 */
export async function streamCsvOfColumns(
  reply: FastifyReply,
  filename: string,
  open: () => Promise<{ header: string[]; next: CsvBatches }>,
): Promise<FastifyReply> {
  let header: string[];
  let next: CsvBatches;
  try {
    ({ header, next } = await open());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply.code(error.httpStatus).send({ status: "error", message: error.message });
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csvFile(header, next, reply.log, filename));
}

/**
 * The file as a stream that reads one batch each time Node asks for more, that is once the last
 * batch's text has mostly gone to the socket: a callback, not Readable.from over an async
 * generator, which kept batches alive past the young generation (db/newest-first-batches.ts).
 */
function csvFile(header: string[], batches: CsvBatches, log: FastifyBaseLogger, filename: string): Readable {
  // Node asks for more from wherever the socket drains, out of the request's async context: each
  // batch is read in the request's, as the request's diocese and unit of work (db/unit-of-work.ts).
  const next = AsyncResource.bind(batches);
  let rows = 0;
  const file = new Readable({
    highWaterMark: BUFFERED_BYTES,
    read() {
      next().then(
        (batch) => {
          rows += batch?.length ?? 0;
          this.push(batch === null ? null : batch.map(record).join(""));
        },
        (error: unknown) => {
          log.error({ err: error, filename, rows }, "a CSV download failed part way: its connection is cut");
          this.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  file.push(BYTE_ORDER_MARK + record(header));
  return file;
}
