import { todayInKakamega } from "../../lib/today";

type Subscriber = {
  email: string;
  confirmed: boolean;
  confirmedAt: string | null;
  language: "EN" | "SW";
  createdAt: string;
};

/** A cell as CSV needs it: quoted when it holds a comma, quote or line break. */
function cell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscribers as CSV with a header row, lines ending CRLF as RFC 4180 says. */
export function subscribersCsv(subscribers: Subscriber[]): string {
  const rows = [
    ["E-mail", "Confirmed", "Confirmed on", "Language", "Subscribed on"],
    ...subscribers.map((s) => [
      s.email,
      s.confirmed ? "yes" : "no",
      s.confirmedAt ? todayInKakamega(new Date(s.confirmedAt)) : "",
      // The code a mailing program takes: en or sw.
      s.language.toLowerCase(),
      todayInKakamega(new Date(s.createdAt)),
    ]),
  ];
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Saves text as a file through the browser's download. */
export function downloadFile(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
