/**
 * Draws a car's sheet (src/domain/car-sheet.ts) as an A4 PDF with pdf-lib (spec 01 §7 "PDF download
 * for a slug"). Standard fonts only (Helvetica: nothing to embed, small files), so text is limited
 * to the WinAnsi character set; anything else is replaced before drawing (`winAnsiSafe`).
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { CarSheet } from '../src/domain/car-sheet.ts';
import type { SpecRow } from '../src/domain/spec-rows.ts';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMN_GAP = 24;
const LINE_HEIGHT = 1.35;
const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.33, 0.35, 0.38);
const SOLD = rgb(0.54, 0.11, 0.11);
const RULE = rgb(0.84, 0.85, 0.87);

/** Invisible characters that carry nothing on paper. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this drops
const DROPPED = /[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/u;
/** Common characters outside WinAnsi with a plain equivalent. */
const PLAIN: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2713': '-',
  '\u2714': '-',
};

/**
 * Text the standard fonts can draw: characters in `charset` (the font's WinAnsi set) stay; an
 * accented letter outside it loses its accent (NFKD); a few symbols get a plain equivalent; tabs
 * and line breaks become spaces; invisible ones go; anything else becomes '?'. pdf-lib would
 * otherwise refuse to draw the whole line.
 */
export function winAnsiSafe(text: string, charset: ReadonlySet<number>): string {
  let safe = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (charset.has(code)) safe += character;
    else if (character === '\t' || character === '\n' || character === '\r') safe += ' ';
    else if (DROPPED.test(character)) continue;
    else if (PLAIN[character]) safe += PLAIN[character];
    else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      safe += base && [...base].every((part) => charset.has(part.codePointAt(0)!)) ? base : '?';
    }
  }
  return safe;
}

/** Lines of at most `width` points: words kept whole, a word longer than a line broken where it must be. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

interface Style {
  font: PDFFont;
  size: number;
  color?: RGB;
}

/** A top-to-bottom writer that starts a new page when the next block does not fit. */
function pageWriter(doc: PDFDocument, charset: ReadonlySet<number>) {
  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PageSizes.A4);
    y = PAGE_HEIGHT - MARGIN;
  };
  const lines = (text: string, style: Style, width: number) =>
    wrapText(winAnsiSafe(text, charset), width, (candidate) => style.font.widthOfTextAtSize(candidate, style.size));
  const draw = (text: string, x: number, top: number, style: Style) =>
    page.drawText(text, { x, y: top - style.size, size: style.size, font: style.font, color: style.color ?? INK });

  return {
    gap(points: number) {
      y -= points;
    },
    /** A wrapped paragraph across the full width; `strike` draws a line through it (a was-price). */
    paragraph(text: string, style: Style, options: { strike?: boolean } = {}) {
      for (const line of lines(text, style, CONTENT_WIDTH)) {
        const height = style.size * LINE_HEIGHT;
        room(height);
        draw(line, MARGIN, y, style);
        if (options.strike) {
          const middle = y - style.size * 0.68;
          page.drawLine({
            start: { x: MARGIN, y: middle },
            end: { x: MARGIN + style.font.widthOfTextAtSize(line, style.size), y: middle },
            thickness: 1,
            color: style.color ?? INK,
          });
        }
        y -= height;
      }
    },
    heading(text: string, style: Style) {
      room(style.size * LINE_HEIGHT * 3);
      y -= 6;
      draw(winAnsiSafe(text, charset), MARGIN, y, style);
      y -= style.size * LINE_HEIGHT;
      page.drawLine({
        start: { x: MARGIN, y: y + 2 },
        end: { x: MARGIN + CONTENT_WIDTH, y: y + 2 },
        thickness: 0.75,
        color: RULE,
      });
      y -= 6;
    },
    /** Items two to a row, each cell wrapped in its column; a row's height is its taller cell. */
    columns(cells: { label?: string; text: string }[], label: Style, text: Style) {
      const width = (CONTENT_WIDTH - COLUMN_GAP) / 2;
      const labelWidth = width * 0.42;
      for (let index = 0; index < cells.length; index += 2) {
        const row = cells.slice(index, index + 2).map((cell) => ({
          label: cell.label ? lines(cell.label, label, labelWidth - 6) : [],
          text: lines(cell.text, text, cell.label ? width - labelWidth : width),
        }));
        const height =
          Math.max(...row.map((cell) => Math.max(cell.label.length, cell.text.length))) * text.size * LINE_HEIGHT;
        room(height);
        row.forEach((cell, column) => {
          const x = MARGIN + column * (width + COLUMN_GAP);
          cell.label.forEach((line, n) => draw(line, x, y - n * text.size * LINE_HEIGHT, label));
          const textX = cell.label.length ? x + labelWidth : x;
          cell.text.forEach((line, n) => draw(line, textX, y - n * text.size * LINE_HEIGHT, text));
        });
        y -= height + 3;
      }
    },
  };
}

const rowsAsCells = (rows: SpecRow[]) => rows.map((row) => ({ label: row.label, text: row.value }));

/** The PDF bytes for a sheet. `now` dates the document, so the same stock gives the same file. */
export async function renderCarPdf(sheet: CarSheet, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  doc.setTitle(sheet.title);
  doc.setSubject(`${sheet.title}, ${sheet.price}`);
  doc.setAuthor(sheet.dealer.name);
  doc.setCreator(sheet.dealer.name);
  doc.setProducer('dealer-sites');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const write = pageWriter(doc, charset);
  const body = { font: regular, size: 10.5 };
  const label = { font: regular, size: 10.5, color: MUTED };
  const value = { font: bold, size: 10.5 };
  const section = { font: bold, size: 13 };

  write.paragraph(sheet.dealer.name, { font: bold, size: 11, color: MUTED });
  write.gap(6);
  write.paragraph(sheet.title, { font: bold, size: 20 });
  if (sheet.subtitle) write.paragraph(sheet.subtitle, { font: regular, size: 12, color: MUTED });
  write.gap(6);
  write.paragraph(sheet.price, { font: bold, size: 16 });
  if (sheet.wasPrice) write.paragraph(sheet.wasPrice, { font: regular, size: 11, color: MUTED }, { strike: true });
  if (sheet.estimate) write.paragraph(sheet.estimate, { font: regular, size: 10.5 });
  if (sheet.soldMessage) write.paragraph(sheet.soldMessage, { font: bold, size: 11, color: SOLD });

  if (sheet.keyInformation.length) {
    write.heading(sheet.headings.keyInformation, section);
    write.columns(rowsAsCells(sheet.keyInformation), label, value);
  }
  if (sheet.specifications.length) {
    write.heading(sheet.headings.specifications, section);
    write.columns(rowsAsCells(sheet.specifications), label, value);
  }
  if (sheet.features.length) {
    write.heading(sheet.headings.features, section);
    write.columns(
      sheet.features.map((feature) => ({ text: `\u2022 ${feature}` })),
      label,
      body,
    );
  }
  write.heading(sheet.headings.comments, section);
  for (const paragraph of sheet.comments) {
    write.paragraph(paragraph, body);
    write.gap(4);
  }
  write.heading(sheet.headings.contact, section);
  write.paragraph(sheet.dealer.location, value);
  if (sheet.dealer.address) write.paragraph(sheet.dealer.address, body);
  write.paragraph(sheet.dealer.phone, value);
  write.gap(10);
  write.paragraph(sheet.url, { font: regular, size: 10, color: MUTED });

  return doc.save({ useObjectStreams: false });
}
