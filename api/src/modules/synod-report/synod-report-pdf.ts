import { barChart, paidChart, yearChart } from "./synod-report-charts.js";
import type { SynodFigures } from "./synod-report-figures.js";
import { BRAND, MUTED, ReportPages } from "./synod-report-layout.js";
import type { SynodWords } from "./synod-report-words.js";

/** A parish as the list of parishes and clergy shows it. */
export interface ParishRow {
  name: string;
  archdeaconry: string;
  vicar: string | null;
  town: string | null;
  phone: string | null;
  email: string | null;
}

/** The questions the table by archdeaconry shows beside the count of returns, when the year asks them. */
const HEADLINE_KEYS = ["baptisms", "confirmations", "marriages", "attendance"];
/** At most this many questions as columns: the page holds no more. */
const HEADLINE_COLUMNS = 4;

/**
 * The synod's report as a PDF: a cover, the returns by archdeaconry (a table and bars), their five
 * years, the assessments paid and owed, the appeals, and the parishes with their clergy, written a
 * page of parishes at a time as `parishes` reads them.
 */
export async function synodPdf(
  figures: SynodFigures,
  words: SynodWords,
  parishes: AsyncIterable<ParishRow[]>,
): Promise<Buffer> {
  const title = words.word("synod.title", { year: figures.year });
  const pages = new ReportPages(title, figures.dioceseName, (page) => words.word("synod.page", { page }));
  cover(pages, figures, words, title);
  pages.newPage();
  returnsSection(pages, figures, words);
  trendSection(pages, figures, words);
  pages.newPage();
  moneySection(pages, figures, words);
  appealsSection(pages, figures, words);
  pages.newPage();
  pages.heading(words.word("synod.parishes.title"));
  const add = pages.table([
    { header: words.word("synod.parish"), width: 3 },
    { header: words.word("synod.archdeaconry"), width: 2.5 },
    { header: words.word("synod.parishes.vicar"), width: 3 },
    { header: words.word("synod.parishes.town"), width: 2 },
    { header: words.word("synod.parishes.phone"), width: 2 },
  ]);
  let listed = 0;
  for await (const page of parishes) {
    listed += page.length;
    add(page.map((row) => [row.name, row.archdeaconry, row.vicar ?? "", row.town ?? "", row.phone ?? ""]));
  }
  if (listed === 0) pages.paragraph(words.word("synod.parishes.none"), MUTED);
  return pages.finish();
}

function cover(pages: ReportPages, figures: SynodFigures, words: SynodWords, title: string): void {
  const { doc } = pages;
  doc.y = 220;
  doc.font("Helvetica-Bold").fontSize(22).fillColor(BRAND);
  doc.text(figures.dioceseName, pages.left, doc.y, { width: pages.width, align: "center" });
  doc.moveDown(1).fontSize(30).text(title, { width: pages.width, align: "center" });
  doc.moveDown(1.5).font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(words.word("synod.madeOn", { date: words.date(figures.madeAt) }), {
    width: pages.width,
    align: "center",
  });
  doc.moveDown(3);
  doc.text(words.word("synod.contents"), pages.left + 40, doc.y, {
    width: pages.width - 80,
    align: "center",
  });
}

function returnsSection(pages: ReportPages, figures: SynodFigures, words: SynodWords): void {
  const { year, questions, returns, returnsOfDiocese } = figures;
  pages.heading(words.word("synod.returns.title", { year }));
  if (questions.length === 0) {
    pages.paragraph(words.word("synod.returns.noQuestions", { year }), MUTED);
    return;
  }
  if (returnsOfDiocese.submitted === 0) pages.paragraph(words.word("synod.returns.none", { year }), MUTED);
  pages.paragraph(words.word("synod.returns.note"), MUTED);
  const headline = questions.filter((question) => HEADLINE_KEYS.includes(question.key));
  const shown = (headline.length ? headline : questions).slice(0, HEADLINE_COLUMNS);
  const add = pages.table([
    { header: words.word("synod.archdeaconry"), width: 3 },
    { header: words.word("synod.returns.submitted"), width: 1.6, align: "right" },
    ...shown.map((question) => ({ header: question.label, width: 1.8, align: "right" as const })),
  ]);
  const cells = (row: typeof returnsOfDiocese) => [
    row.name,
    words.word("synod.returns.submittedOf", {
      submitted: words.number(row.submitted),
      parishes: words.number(row.parishes),
    }),
    ...shown.map((question) => words.number(row.totals.get(question.key) ?? 0)),
  ];
  add(returns.map(cells));
  add([cells(returnsOfDiocese)], true);
  pages.heading(words.word("synod.returns.total"), 12);
  const addTotal = pages.table([
    { header: words.word("synod.returns.question"), width: 4 },
    { header: words.word("synod.diocese"), width: 1.5, align: "right" },
  ]);
  addTotal(
    questions.map((question) => [
      question.label,
      words.number(returnsOfDiocese.totals.get(question.key) ?? 0),
    ]),
  );
  for (const trend of figures.trends) {
    const bars = returns.map((row) => ({ label: row.name, value: row.totals.get(trend.key) ?? 0 }));
    if (bars.length)
      barChart(pages, words.word("synod.returns.chart", { question: trend.label }), bars, words.number);
  }
}

function trendSection(pages: ReportPages, figures: SynodFigures, words: SynodWords): void {
  const [first, last] = [figures.year - 4, figures.year];
  if (figures.trends.length === 0) return;
  pages.heading(words.word("synod.trend.title", { first, last }));
  const add = pages.table([
    { header: words.word("synod.returns.question"), width: 3 },
    ...figures.trends[0]!.years.map((year) => ({ header: String(year), width: 1, align: "right" as const })),
  ]);
  add(figures.trends.map((trend) => [trend.label, ...trend.all.map(words.number)]));
  for (const trend of figures.trends) {
    const bars = trend.years.map((year, index) => ({ label: String(year), value: trend.all[index] ?? 0 }));
    yearChart(pages, trend.label, bars, words.number);
  }
}

function moneySection(pages: ReportPages, figures: SynodFigures, words: SynodWords): void {
  const { year, money, moneyOfDiocese } = figures;
  pages.heading(words.word("synod.assessments.title", { year }));
  if (money.length === 0) {
    pages.paragraph(words.word("synod.assessments.none", { year }), MUTED);
    return;
  }
  const add = pages.table([
    { header: words.word("synod.archdeaconry"), width: 3 },
    { header: words.word("synod.assessments.assessed"), width: 2, align: "right" },
    { header: words.word("synod.assessments.paid"), width: 2, align: "right" },
    { header: words.word("synod.assessments.balance"), width: 2, align: "right" },
    { header: words.word("synod.assessments.behind"), width: 1.6, align: "right" },
  ]);
  const cells = (row: typeof moneyOfDiocese) => [
    row.name,
    words.shillings(row.assessedKes),
    words.shillings(row.paidKes),
    words.shillings(row.assessedKes - row.paidKes),
    words.number(row.parishesBehind),
  ];
  add(money.map(cells));
  add([cells(moneyOfDiocese)], true);
  paidChart(
    pages,
    words.word("synod.assessments.chart"),
    money.map((row) => ({ label: row.name, paid: row.paidKes, owed: row.assessedKes - row.paidKes })),
    {
      paid: words.word("synod.assessments.paid"),
      owed: words.word("synod.assessments.balance"),
      show: (paid, owed) => `${words.shillings(paid)} / ${words.shillings(paid + owed)}`,
    },
  );
  if (figures.largestArrears.length === 0) return;
  pages.heading(words.word("synod.assessments.largest"), 12);
  pages.table([
    { header: words.word("synod.parish"), width: 3 },
    { header: words.word("synod.archdeaconry"), width: 2.5 },
    { header: words.word("synod.assessments.assessed"), width: 2, align: "right" },
    { header: words.word("synod.assessments.paid"), width: 2, align: "right" },
    { header: words.word("synod.assessments.balance"), width: 2, align: "right" },
  ])(
    figures.largestArrears.map((row) => [
      row.parishName,
      row.archdeaconryName,
      words.shillings(row.assessedKes),
      words.shillings(row.paidKes),
      words.shillings(row.assessedKes - row.paidKes),
    ]),
  );
}

function appealsSection(pages: ReportPages, figures: SynodFigures, words: SynodWords): void {
  pages.heading(words.word("synod.appeals.title"));
  if (figures.appeals.length === 0) {
    pages.paragraph(words.word("synod.appeals.none", { year: figures.year }), MUTED);
    return;
  }
  pages.table([
    { header: words.word("synod.appeals.appeal"), width: 4 },
    { header: words.word("synod.appeals.target"), width: 2, align: "right" },
    { header: words.word("synod.appeals.raised"), width: 2, align: "right" },
    { header: words.word("synod.appeals.inYear", { year: figures.year }), width: 2, align: "right" },
    { header: words.word("synod.appeals.ofTarget"), width: 1.4, align: "right" },
  ])(
    figures.appeals.map((appeal) => [
      appeal.title,
      words.shillings(appeal.targetKes),
      words.shillings(appeal.raisedKes),
      words.shillings(appeal.yearKes),
      words.percent(appeal.percent),
    ]),
  );
  barChart(
    pages,
    words.word("synod.appeals.ofTarget"),
    figures.appeals.map((appeal) => ({ label: appeal.title, value: Math.floor(appeal.percent) })),
    (percent) => words.percent(percent),
    100,
  );
}
