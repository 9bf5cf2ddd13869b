import { BRAND, INK, LIGHT, MUTED, RULE, type ReportPages } from "./synod-report-layout.js";

/*
 * The report's charts, drawn with pdfkit's own vector drawing (rectangles, lines and text): no
 * chart library and no browser, so a chart costs a few hundred bytes and no time.
 */

const BAR = 12;
const GAP = 5;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 80;

export interface Bar {
  label: string;
  value: number;
}

/** A chart's title in bold above it. */
function title(pages: ReportPages, text: string, height: number): void {
  pages.room(height + 30);
  pages.doc.moveDown(0.5).font("Helvetica-Bold").fontSize(10).fillColor(INK);
  pages.doc.text(text, pages.left, pages.doc.y, { width: pages.width });
  pages.doc.moveDown(0.3).font("Helvetica").fontSize(8);
}

/**
 * Horizontal bars, one a row, each as long as its value against the largest (or against `upTo`,
 * such as 100 for percentages); the value written after.
 */
export function barChart(
  pages: ReportPages,
  heading: string,
  bars: readonly Bar[],
  show: (n: number) => string,
  upTo = 0,
) {
  title(pages, heading, bars.length * (BAR + GAP));
  const { doc } = pages;
  const largest = Math.max(1, upTo, ...bars.map((bar) => bar.value));
  const room = pages.width - LABEL_WIDTH - VALUE_WIDTH;
  for (const bar of bars) {
    const y = doc.y;
    doc
      .fillColor(INK)
      .text(bar.label, pages.left, y + 2, { width: LABEL_WIDTH - 6, lineBreak: false, ellipsis: true });
    const length = Math.max(bar.value > 0 ? 1 : 0, (bar.value / largest) * room);
    doc.rect(pages.left + LABEL_WIDTH, y, length, BAR).fill(BRAND);
    doc.fillColor(INK).text(show(bar.value), pages.left + LABEL_WIDTH + length + 4, y + 2, {
      width: VALUE_WIDTH,
      lineBreak: false,
    });
    doc.x = pages.left;
    doc.y = y + BAR + GAP;
  }
}

/** Columns for the years of a trend, each with its value above it and its year below. */
export function yearChart(
  pages: ReportPages,
  heading: string,
  bars: readonly Bar[],
  show: (n: number) => string,
) {
  const height = 110;
  title(pages, heading, height + 30);
  const { doc } = pages;
  const top = doc.y + 12;
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = Math.min(80, pages.width / Math.max(1, bars.length));
  bars.forEach((bar, index) => {
    const x = pages.left + index * slot;
    const length = (bar.value / largest) * height;
    doc.rect(x + slot * 0.2, top + height - length, slot * 0.6, length).fill(BRAND);
    doc.fillColor(INK).text(show(bar.value), x, top + height - length - 10, { width: slot, align: "center" });
    doc.text(bar.label, x, top + height + 3, { width: slot, align: "center" });
  });
  doc
    .moveTo(pages.left, top + height)
    .lineTo(pages.left + slot * bars.length, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = pages.left;
  doc.y = top + height + 18;
}

export interface PaidBar {
  label: string;
  paid: number;
  owed: number;
}

/** Bars of what was asked, the paid part dark and the part still owed light, with a key. */
export function paidChart(
  pages: ReportPages,
  heading: string,
  bars: readonly PaidBar[],
  words: { paid: string; owed: string; show: (paid: number, owed: number) => string },
) {
  title(pages, heading, bars.length * (BAR + GAP) + 20);
  const { doc } = pages;
  const largest = Math.max(1, ...bars.map((bar) => bar.paid + Math.max(0, bar.owed)));
  const room = pages.width - LABEL_WIDTH - VALUE_WIDTH - 40;
  for (const bar of bars) {
    const y = doc.y;
    doc
      .fillColor(INK)
      .text(bar.label, pages.left, y + 2, { width: LABEL_WIDTH - 6, lineBreak: false, ellipsis: true });
    const paid = (bar.paid / largest) * room;
    const owed = (Math.max(0, bar.owed) / largest) * room;
    doc.rect(pages.left + LABEL_WIDTH, y, paid, BAR).fill(BRAND);
    doc.rect(pages.left + LABEL_WIDTH + paid, y, owed, BAR).fill(LIGHT);
    doc
      .fillColor(INK)
      .text(words.show(bar.paid, bar.owed), pages.left + LABEL_WIDTH + paid + owed + 4, y + 2, {
        width: VALUE_WIDTH + 40,
        lineBreak: false,
      });
    doc.x = pages.left;
    doc.y = y + BAR + GAP;
  }
  const y = doc.y + 4;
  doc.rect(pages.left + LABEL_WIDTH, y, 10, 8).fill(BRAND);
  doc.fillColor(MUTED).text(words.paid, pages.left + LABEL_WIDTH + 14, y, { lineBreak: false });
  doc.rect(pages.left + LABEL_WIDTH + 110, y, 10, 8).fill(LIGHT);
  doc.fillColor(MUTED).text(words.owed, pages.left + LABEL_WIDTH + 124, y, { lineBreak: false });
  doc.x = pages.left;
  doc.y = y + 16;
}
