import QRCode from "qrcode";

/*
 * The QR code of a registration's short code, which the door's phone scans: drawn on the
 * registrant's page as inline SVG (its dark modules as one path) and e-mailed as a PNG. Made by
 * `qrcode`, the well-kept library for it; level M survives a cracked screen and a poor print.
 */

const ERROR_CORRECTION = "M";

/** A QR code as an SVG path: `size` modules a side, each run of dark modules in a row one rectangle. */
export interface QrPath {
  size: number;
  path: string;
}

export function codeQrPath(code: string): QrPath {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: ERROR_CORRECTION });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}

/** The same QR code as a PNG, for an e-mail (mail programs show no inline SVG). */
export function codeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, {
    type: "png",
    errorCorrectionLevel: ERROR_CORRECTION,
    width: 320,
    margin: 4,
  });
}
