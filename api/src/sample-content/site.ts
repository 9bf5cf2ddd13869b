/**
 * The site settings. The postal box, telephone and paybill are zeros, so that no one writes, calls
 * or sends money anywhere real before staff enter the diocese's own; the e-mail address and
 * webmail are left out (their links are hidden) rather than lead nowhere.
 */
export const SAMPLE_SITE_SETTINGS = {
  shortName: "ACK Diocese",
  fullName: "Anglican Church of Kenya Diocese, Kakamega",
  postalLine: "P.O. Box 0000-50100, Kakamega",
  phone: "+254 700 000 000",
  paybillNumber: "000000",
  accountNumber: "CONFERENCE",
  // The banner adds the project's cost and the paybill and account to these words.
  bannerText: "Arise and build: give towards the Diocesan Conference Centre in Kakamega.",
  designerName: "The diocese's web team",
};

/**
 * The lines of the strategic plan's single page: five years from the year before the database is
 * filled, so that the plan is the one in force (the Synod adopted it, the news says).
 */
export const sampleStrategicPlanLines = (year: number) => [
  `Strategic Plan ${year - 1} to ${year + 3}`,
  "",
  "Vision: An Empowered, Sustainable and Mission Oriented Diocese",
  "boldly proclaiming Christ.",
  "Mission: To equip God's people for wholesome transformation.",
  "Theme: Arise and build (Nehemiah 2:18).",
  "",
  "Our priorities",
  "1. Mission and evangelism: new congregations in every archdeaconry.",
  "2. Training: Theological Education by Extension for clergy and lay leaders.",
  "3. Education: sound learning and Christian values in the schools we sponsor.",
  "4. Families, youth and children: the Mothers Union, KAMA, KAYO and Sunday schools.",
  "5. Sustainability: the Diocesan Conference Centre in Kakamega.",
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
