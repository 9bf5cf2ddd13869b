import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

const BOM = "\uFEFF";

/** A small RFC 4180 reader: records of fields, each record ended by CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = BOM.length;
  while (i < text.length) {
    const char = text.charAt(i);
    const next = text.charAt(i + 1);
    if (quoted) {
      // Inside quotes everything is data, and a doubled quote is one quote.
      if (char === '"' && next === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char !== '"') {
        field += char;
      } else if (next === "," || next === "\r") {
        quoted = false;
      } else {
        throw new Error(`a closing quote not followed by a comma or CRLF at ${i}`);
      }
    } else if (char === '"') {
      if (field !== "") throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && next === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 1;
    } else if (char === "\r" || char === "\n") {
      throw new Error(`bare CR or LF outside quotes at ${i}`);
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted || field !== "" || record.length > 0) throw new Error("the last record is not ended by CRLF");
  return records;
}

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every record with CRLF", () => {
    expect(toCsv(["name", "amount"], [["Zoë", 500]])).toBe(`${BOM}name,amount\r\nZoë,500\r\n`);
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe(`${BOM}a,b\r\n`);
  });

  it("quotes a field holding a comma, and doubles its quotes", () => {
    expect(toCsv(["x"], [["Nairobi, Kenya"], ['St "Mark\'s" Church'], ["plain"]])).toBe(
      `${BOM}x\r\n"Nairobi, Kenya"\r\n"St ""Mark's"" Church"\r\nplain\r\n`,
    );
  });

  it("quotes a field holding a newline or CR", () => {
    expect(toCsv(["note"], [["line one\nline two"], ["a\r\nb"], ["c\rd"]])).toBe(
      `${BOM}note\r\n"line one\nline two"\r\n"a\r\nb"\r\n"c\rd"\r\n`,
    );
  });

  it("writes null as an empty field", () => {
    expect(toCsv(["a", "b", "c"], [[null, "x", null]])).toBe(`${BOM}a,b,c\r\n,x,\r\n`);
  });

  it.each([
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+254712", "'+254712"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["=1,2", `"'=1,2"`],
    ["\rx", `"'\rx"`],
  ])("prefixes %j with an apostrophe so that it is not run as a formula", (cell, written) => {
    expect(toCsv(["h"], [[cell]])).toBe(`${BOM}h\r\n${written}\r\n`);
  });

  it("guards the header too", () => {
    expect(toCsv(["=evil()"], [])).toBe(`${BOM}'=evil()\r\n`);
  });

  it("leaves numbers, and strings that are plain numbers, as they are", () => {
    expect(toCsv(["n", "s", "t", "u"], [[-500, "-500", "12.5", "-12.5"]])).toBe(
      `${BOM}n,s,t,u\r\n-500,-500,12.5,-12.5\r\n`,
    );
    expect(toCsv(["n"], [[0], [1_250_305], [0.5]])).toBe(`${BOM}n\r\n0\r\n1250305\r\n0.5\r\n`);
  });

  it("gives the cells back when read", () => {
    const header = ["Name", "Parish, town", "Note", "Amount"];
    const rows = [
      ['Grace "Wanjiru"', "St Stephen's, Nyeri", "first\r\nsecond\nthird", 1500],
      ["Müller", null, "", -500],
      ['=HYPERLINK("http://x")', "+254712345678", "-500", "@once"],
      ["", "", "", null],
    ];
    expect(parseCsv(toCsv(header, rows))).toEqual([
      header,
      ['Grace "Wanjiru"', "St Stephen's, Nyeri", "first\r\nsecond\nthird", "1500"],
      ["Müller", "", "", "-500"],
      [`'=HYPERLINK("http://x")`, "'+254712345678", "-500", "'@once"],
      ["", "", "", ""],
    ]);
  });
});
