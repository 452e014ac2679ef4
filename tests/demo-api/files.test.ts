// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { htmlToLines } from '../../demo-api/documents/handout';
import { notices } from '../../demo-api/seed/notices';
import type { DocumentFile } from '../../src/api/download';
import { dataOf, get, ORIGIN, signIn } from './helpers';

const FILE = `${ORIGIN}/api/File/GetFileById`;
const withFiles = notices.filter((notice) => notice.attachments.length > 0);

describe('GetFileById (notice attachments)', () => {
  it('seeds handouts on the fee, registration and renewal notices', () => {
    const names = withFiles.flatMap((notice) => notice.attachments.map((file) => file.fileName));
    expect(names).toContain('2026年度 会費納入のご案内.pdf');
    expect(names).toContain('資格更新申請の手引き.pdf');
    expect(names.some((name) => name.endsWith('参加登録のご案内.pdf'))).toBe(true);
  });

  it('answers with the file as a PDF under its own name', async () => {
    const token = await signIn('demo-member');
    const notice = withFiles.find(
      (candidate) => candidate.title === '2026年度 年会費納入のお願い',
    )!;
    const [attachment] = notice.attachments;
    const response = await get<DocumentFile>(`${FILE}?id=${attachment!.id}`, token);
    const file = dataOf(response.body);
    expect(file.file_name).toBe('2026年度 会費納入のご案内.pdf');
    expect(file.content_type).toBe('application/pdf');
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('2026年度 会費納入のご案内');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown file with 404 and a signed-out caller with 401', async () => {
    const token = await signIn('demo-member');
    expect((await get(`${FILE}?id=99999`, token)).body.error?.message).toBe(
      'ファイルが見つかりません',
    );
    expect((await get(`${FILE}?id=${withFiles[0]!.attachments[0]!.id}`)).status).toBe(401);
  });
});

describe('htmlToLines', () => {
  it('keeps paragraphs, line breaks and list items as lines of plain text', () => {
    expect(
      htmlToLines(
        '<p>会費の<strong>納入</strong><br>お願い</p><ul><li>年会費</li><li>A &amp; B</li></ul>',
      ),
    ).toEqual(['会費の納入', 'お願い', '・年会費', '・A & B']);
  });
});
