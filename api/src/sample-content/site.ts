/**
 * The site settings. Contact and contribution details are placeholders (example.org addresses, a
 * paybill of zeros) so that no one sends money or mail anywhere real before staff enter the
 * diocese's own.
 */
export const SAMPLE_SITE_SETTINGS = {
  shortName: "ACK Diocese",
  fullName: "Anglican Church of Kenya Diocese, Kakamega",
  postalLine: "P.O. Box 0000-50100, Kakamega",
  phone: "+254 700 000 000",
  email: "info@example.org",
  webmailUrl: "https://mail.example.org",
  paybillNumber: "000000",
  accountNumber: "CONFERENCE",
  // The banner adds the project's cost and the paybill and account to these words.
  bannerText: "Arise and build: give towards the Diocesan Conference Centre in Kakamega.",
  designerName: "The diocese's web team",
};

/** The lines of the sample strategic plan's single page. */
export const SAMPLE_STRATEGIC_PLAN_LINES = [
  "Strategic Plan",
  "",
  "Sample document: staff replace it with the diocese's strategic plan",
  "from the dashboard's site settings.",
  "",
  "Vision: An Empowered, Sustainable and Mission Oriented Diocese",
  "boldly proclaiming Christ.",
  "Mission: To equip God's people for wholesome transformation.",
];

/**
 * Writes a one-page PDF with the given lines in Helvetica: enough for the About menu's Strategic
 * Plan link to download a real file. The byte offsets of the cross-reference table are counted
 * as the file is built.
 */
export function makeSamplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = lines
    .map(
      (line, index) => `BT /F1 ${index === 0 ? 24 : 12} Tf 72 ${770 - index * 22} Td (${escape(line)}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
