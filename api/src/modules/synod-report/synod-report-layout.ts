import PDFDocument from "pdfkit";

/** The report's colours: the site's brand purple, a lighter one for what is owed, greys for rules. */
export const INK = "#1a1a1a";
export const BRAND = "#5b2a86";
export const LIGHT = "#d9c8ea";
export const RULE = "#bbbbbb";
export const MUTED = "#555555";

const MARGIN = 50;
const ROW_HEIGHT = 16;
const FONT_SIZE = 9;

export interface Column {
  header: string;
  /** A share of the page's width. */
  width: number;
  align?: "left" | "right";
}

/**
 * An A4 document drawn top to bottom: headings, paragraphs and tables that go on to a new page
 * (its columns' headings drawn again) when the page is full, each page numbered at its foot.
 */
export class ReportPages {
  readonly doc: PDFKit.PDFDocument;
  private pageNumber = 1;
  private readonly bytes: Promise<Buffer>;

  constructor(
    title: string,
    author: string,
    private readonly pageWord: (page: number) => string,
  ) {
    this.doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: author } });
    // Taken as pdfkit writes them (a page's bytes when it is done), never piled in its stream.
    const chunks: Buffer[] = [];
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.on("pageAdded", () => this.footer());
    this.footer();
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Starts a new page unless `height` still fits on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  heading(text: string, size = 15): void {
    this.room(size * 3);
    this.doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(BRAND);
    this.doc.text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3).font("Helvetica").fontSize(FONT_SIZE).fillColor(INK);
  }

  paragraph(text: string, colour = INK): void {
    this.room(ROW_HEIGHT * 2);
    this.doc
      .font("Helvetica")
      .fontSize(FONT_SIZE + 1)
      .fillColor(colour);
    this.doc.text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5).fillColor(INK);
  }

  /** A table's headings, then its rows as they are given (a page of them at a time, for a long one). */
  table(columns: readonly Column[]): (rows: readonly (readonly string[])[], bold?: boolean) => void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const drawRow = (cells: readonly string[], font: string) => {
      const y = this.doc.y;
      let x = this.left;
      this.doc.font(font).fontSize(FONT_SIZE).fillColor(INK);
      cells.forEach((cell, index) => {
        this.doc.text(cell, x + 2, y + 4, {
          width: widths[index]! - 4,
          align: columns[index]!.align ?? "left",
          lineBreak: false,
          ellipsis: true,
          height: ROW_HEIGHT,
        });
        x += widths[index]!;
      });
      this.doc
        .moveTo(this.left, y + ROW_HEIGHT)
        .lineTo(this.left + this.width, y + ROW_HEIGHT)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = this.left;
      this.doc.y = y + ROW_HEIGHT;
    };
    const headings = () =>
      drawRow(
        columns.map((column) => column.header),
        "Helvetica-Bold",
      );
    this.room(ROW_HEIGHT * 3);
    headings();
    return (rows, bold = false) => {
      for (const row of rows) {
        if (this.doc.y + ROW_HEIGHT > this.doc.page.height - MARGIN) {
          this.doc.addPage();
          headings();
        }
        drawRow(row, bold ? "Helvetica-Bold" : "Helvetica");
      }
    };
  }

  /** The document's bytes, once everything is drawn. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.bytes;
  }

  /** The page's number at its foot; the bottom margin is lifted meanwhile so no page is added. */
  private footer(): void {
    const { doc } = this;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(this.pageWord(this.pageNumber++), MARGIN, doc.page.height - MARGIN / 2 - 8, {
      width: this.width,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
    doc.fillColor(INK).font("Helvetica").fontSize(FONT_SIZE);
    doc.x = MARGIN;
    doc.y = MARGIN;
  }
}
