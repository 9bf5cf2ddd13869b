import { AsyncResource } from "node:async_hooks";
import { once } from "node:events";
import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import { GiftMethod, GiftSource } from "../contribution/contribution.entity.js";
import type { StatementGift } from "./statement-gifts.js";
import type { StatementWord, StatementWords } from "./statement-words.js";

const INK = "#1a1a1a";
const BRAND = "#5b2a86";
const RULE = "#bbbbbb";
const MUTED = "#555555";
const MARGIN = 50;
const ROW_HEIGHT = 16;
const FONT_SIZE = 9;

/** The diocese as its settings name it, at the head of every statement. */
export interface Diocese {
  name: string;
  lines: string[];
}

/** What a statement is of, besides its gifts. */
export interface StatementHead {
  year: number;
  phone: string;
  diocese: Diocese;
  madeAt: Date;
}

const SOURCE_WORDS = {
  STK: "statement.sources.STK",
  PAYBILL: "statement.sources.PAYBILL",
  STAFF: "statement.sources.STAFF",
} as const satisfies Partial<Record<GiftSource, StatementWord>>;

const METHOD_WORDS = {
  CASH: "statement.methods.CASH",
  CHEQUE: "statement.methods.CHEQUE",
  BANK_TRANSFER: "statement.methods.BANK_TRANSFER",
  MPESA: "statement.methods.MPESA",
} as const satisfies Record<GiftMethod, StatementWord>;

/** The columns of the table of gifts: shares of the page's width. */
const WIDTHS = [2, 3.6, 2, 2.6, 2.8];

/** How a gift was given, in the statement's words. */
function howGiven(gift: StatementGift, words: StatementWords): string {
  const source = SOURCE_WORDS[gift.source as keyof typeof SOURCE_WORDS];
  if (!source) return "";
  const method = gift.method ? words.word(METHOD_WORDS[gift.method]) : "";
  return words.word(source, { method });
}

/** A new A4 statement, whose bytes come out of it (a readable stream) as its pages are done. */
export function newStatementDocument(head: StatementHead, words: StatementWords): PDFKit.PDFDocument {
  return new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: words.word("statement.title", { year: head.year }), Author: head.diocese.name },
  });
}

/**
 * A statement's bytes as a stream: each page of gifts is read and drawn only when the reader has
 * taken what was drawn before, so a donor with thousands of gifts, or a slow phone, holds one
 * page of them in memory. A reader that goes stops the reading.
 */
export function statementStream(doc: PDFKit.PDFDocument, drawing: AsyncIterable<void>): Readable {
  const chunks: Buffer[] = [];
  let ended = false;
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  doc.on("end", () => (ended = true));
  const steps = drawing[Symbol.asyncIterator]();
  // Node asks for more from wherever the socket drains, out of the request's async context: each
  // page of gifts is read in the request's, as the request's diocese (db/unit-of-work.ts).
  const nextStep = AsyncResource.bind(() => steps.next());
  return Readable.from(
    (async function* () {
      try {
        while (!(await nextStep()).done) {
          while (chunks.length > 0) yield chunks.shift()!;
        }
        if (!ended) await once(doc, "end");
        while (chunks.length > 0) yield chunks.shift()!;
      } finally {
        // A reader that went stops the drawing, and with it the reading of gifts.
        await steps.return?.();
      }
    })(),
  );
}

/**
 * Draws a donor's statement into `doc` as `gifts` reads them, a page of gifts at a time (waiting
 * between pages for whoever takes the bytes), and ends it: the diocese, whose number it is, every
 * gift (a reversed one so marked, and not counted) and the total. `titles` names the appeals of a
 * page of gifts.
 */
export async function* drawStatement(
  doc: PDFKit.PDFDocument,
  head: StatementHead,
  words: StatementWords,
  gifts: AsyncIterable<StatementGift[]>,
  titles: (projectIds: number[]) => Promise<Map<number, string>>,
): AsyncGenerator<void> {
  const width = doc.page.width - 2 * MARGIN;
  let pageNumber = 1;
  const footer = () => pageFooter(doc, words.word("statement.page", { page: pageNumber++ }), width);
  doc.on("pageAdded", footer);
  footer();
  heading(doc, head, words, width);
  const row = tableRows(doc, width);
  const header = () =>
    row(
      [
        words.word("statement.columns.date"),
        words.word("statement.columns.appeal"),
        words.word("statement.columns.receipt"),
        words.word("statement.columns.how"),
        words.word("statement.columns.amount"),
      ],
      "Helvetica-Bold",
    );
  header();
  let totalKes = 0;
  let counted = 0;
  let anyReversed = false;
  for await (const page of gifts) {
    const named = await titles([...new Set(page.map((gift) => gift.projectId))]);
    for (const gift of page) {
      if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN) {
        doc.addPage();
        header();
      }
      const amount = words.shillings(gift.amountKes);
      row([
        words.day(gift.paidAt),
        named.get(gift.projectId) ?? "",
        gift.receiptNumber ?? "",
        howGiven(gift, words),
        gift.reversed ? words.word("statement.reversed", { amount }) : amount,
      ]);
      if (gift.reversed) anyReversed = true;
      else {
        totalKes += gift.amountKes;
        counted += 1;
      }
    }
    yield;
  }
  closing(doc, { year: head.year, totalKes, counted, anyReversed }, words, width);
  doc.end();
}

function heading(doc: PDFKit.PDFDocument, head: StatementHead, words: StatementWords, width: number): void {
  doc.font("Helvetica-Bold").fontSize(16).fillColor(BRAND);
  doc.text(head.diocese.name, MARGIN, MARGIN, { width });
  doc
    .font("Helvetica")
    .fontSize(FONT_SIZE + 1)
    .fillColor(MUTED);
  for (const line of head.diocese.lines) doc.text(line, { width });
  doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor(INK);
  doc.text(words.word("statement.title", { year: head.year }), { width });
  doc.font("Helvetica").fontSize(FONT_SIZE + 1);
  doc.text(words.word("statement.forNumber", { digits: head.phone.slice(-3) }), { width });
  doc.fillColor(MUTED).text(words.word("statement.madeOn", { date: words.date(head.madeAt) }), { width });
  doc.moveDown(1).fillColor(INK);
}

function closing(
  doc: PDFKit.PDFDocument,
  sums: { year: number; totalKes: number; counted: number; anyReversed: boolean },
  words: StatementWords,
  width: number,
): void {
  if (doc.y + ROW_HEIGHT * 8 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1);
  if (sums.counted === 0 && !sums.anyReversed) {
    doc
      .font("Helvetica")
      .fontSize(FONT_SIZE + 1)
      .fillColor(MUTED);
    doc.text(words.word("statement.none", { year: sums.year }), MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  }
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK);
  doc.text(
    words.word("statement.total", { year: sums.year, amount: words.shillings(sums.totalKes) }),
    MARGIN,
    doc.y,
    {
      width,
    },
  );
  doc.font("Helvetica").fontSize(FONT_SIZE + 1);
  doc.text(words.word("statement.count", { count: sums.counted }), { width });
  if (sums.anyReversed) doc.fillColor(MUTED).text(words.word("statement.reversedNote"), { width });
  doc.moveDown(1).fillColor(INK).text(words.word("statement.thanks"), { width });
}

/** Draws one row of the table of gifts, cells cut to their column, and moves below it. */
function tableRows(doc: PDFKit.PDFDocument, width: number) {
  const total = WIDTHS.reduce((sum, share) => sum + share, 0);
  const widths = WIDTHS.map((share) => (share / total) * width);
  return (cells: readonly string[], font = "Helvetica") => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(font).fontSize(FONT_SIZE).fillColor(INK);
    cells.forEach((cell, index) => {
      doc.text(cell, x + 2, y + 4, {
        width: widths[index]! - 4,
        align: index === cells.length - 1 ? "right" : "left",
        lineBreak: false,
        ellipsis: true,
        height: ROW_HEIGHT,
      });
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + width, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
}

/** The page's number at its foot; the bottom margin is lifted meanwhile so no page is added. */
function pageFooter(doc: PDFKit.PDFDocument, text: string, width: number): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  doc.text(text, MARGIN, doc.page.height - MARGIN / 2 - 8, { width, align: "center", lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.fillColor(INK).font("Helvetica").fontSize(FONT_SIZE);
  doc.x = MARGIN;
  doc.y = MARGIN;
}
