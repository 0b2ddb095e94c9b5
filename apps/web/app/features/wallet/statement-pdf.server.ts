/**
 * The activity statement as a PDF (pdfkit, its standard Helvetica: no font files): the month's figures, then every
 * wallet movement in a table, page after page. Built in memory (a month is a few pages) and answered whole.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { StatementDto } from '@lottoshop/contracts/statements';
import PDFDocument from 'pdfkit';
import { formatDateTime } from '../../lib/date-format.ts';

const MARGIN = 48;
const COLUMNS = [
  { label: 'Date', width: 120, align: 'left' },
  { label: 'Description', width: 210, align: 'left' },
  { label: 'Amount', width: 85, align: 'right' },
  { label: 'Balance', width: 84, align: 'right' },
] as const;

export async function renderStatementPdf(input: {
  statement: StatementDto;
  siteName: string;
  locale: string;
}): Promise<Buffer> {
  const { statement: s, locale } = input;
  const money = (m: StatementDto['net']) => formatMoney(m, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${input.siteName} activity statement, ${s.monthName}`,
      Author: input.siteName,
      CreationDate: new Date(s.periodStart),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc.font('Helvetica-Bold').fontSize(18).text(`${input.siteName} activity statement`);
  doc
    .font('Helvetica')
    .fontSize(11)
    .moveDown(0.3)
    .text(
      `${s.monthName} (${formatDateTime(s.periodStart, locale)} to ${formatDateTime(s.periodEnd, locale)})`,
    );
  doc.moveDown();

  const figures: [string, string][] = [
    ['Opening balance', money(s.openingBalance)],
    ['Deposits', money(s.deposits)],
    ['Spend', money(s.spend)],
    ['Wins', money(s.wins)],
    ['Withdrawals', money(s.withdrawals)],
    ['Net (wins less spend)', money(s.net)],
    ['Closing balance', money(s.closingBalance)],
  ];
  for (const [label, value] of figures) {
    const y = doc.y;
    doc.font('Helvetica').text(label, MARGIN, y, { width: 200 });
    doc.font('Helvetica-Bold').text(value, MARGIN + 200, y, { width: 120, align: 'right' });
  }
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(13).text('Transactions', MARGIN);
  doc.moveDown(0.5).fontSize(10);
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    COLUMNS.forEach((col, i) => {
      doc.text(cells[i] ?? '', x, y, { width: col.width - 6, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    doc.y = bottom + 4;
  };
  row(
    COLUMNS.map((c) => c.label),
    true,
  );
  if (s.lines.length === 0) {
    doc.font('Helvetica').text('No money moved through your account this month.', MARGIN);
  }
  for (const line of s.lines) {
    row(
      [formatDateTime(line.date, locale), line.description, money(line.amount), money(line.balanceAfter)],
      false,
    );
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Spend is tickets bought less refunds. Net is wins less spend. Times are in Australian Eastern time. Gamble responsibly: set a limit or take a break in your account.',
      MARGIN,
    );
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
