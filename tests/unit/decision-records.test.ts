import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records' own rules (docs/design.md, "Decision records"): a record says under its title
 * whether it still stands, and a later change is a record of its own that names what it amends,
 * instead of an addendum stacked inside the old one. Any record added later is held to the same rules.
 */

const FOLDER = path.join(import.meta.dirname, '../../docs/decisions');

interface RecordFile {
  name: string;
  text: string;
}

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d+)\. \S/;
const STATUS = /^Status: (accepted|accepted; amended by (\d{4}(?:, \d{4})*)|superseded by (\d{4}))$/;
/** "Amends decision 0051", "Amends decisions 0021, 0103 and 0106", "Supersedes decision 0050". */
const NAMES_EARLIER = /\b(Amends|Supersedes) decisions? (\d{4}(?:(?:, | and |, and )\d{4})*)/g;
/** Headings of amendments stacked inside a record, which belong in records of their own. */
const STACKED_HEADING = /^#{2,} *(addendum|(second|third|fourth|fifth|sixth) pass)/i;

interface Parsed {
  number: number;
  amendedBy: number[];
  supersededBy: number | null;
  /** What the record's first paragraph says it amends or supersedes. */
  amends: number[];
  supersedes: number[];
}

function numbersIn(list: string): number[] {
  return list.split(/, and |, | and /).map((n) => Number(n));
}

/** The first paragraph after the status line: its first lines of text that are not a heading. */
function firstParagraph(lines: string[]): string {
  const paragraph: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    if (line.startsWith('#')) {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return paragraph.join(' ');
}

/** Every broken rule in a set of records, in words naming the file; none means the folder is sound. */
function problemsOf(files: RecordFile[]): string[] {
  const problems: string[] = [];
  const records = new Map<number, Parsed>();
  for (const { name, text } of files) {
    const fileNumber = FILE_NAME.exec(name);
    if (!fileNumber) {
      problems.push(`${name}: a record's file is named NNNN-words.md`);
      continue;
    }
    const number = Number(fileNumber[1]);
    if (records.has(number)) problems.push(`${name}: another record already has the number ${fileNumber[1]}`);
    const lines = text.split('\n');
    const title = TITLE.exec(lines[0] ?? '');
    if (!title) problems.push(`${name}: the first line is the title, "# ${number}. …"`);
    else if (Number(title[1]) !== number)
      problems.push(`${name}: the title says ${title[1]}, the file ${fileNumber[1]}`);
    const statusLines = lines.filter((line) => /^status:/i.test(line));
    const status = STATUS.exec(lines[2] ?? '');
    if (lines[1] !== '' || !status || lines[3] !== '') {
      problems.push(
        `${name}: a blank line, then one status line of the allowed forms, then a blank line under the title`,
      );
    }
    if (statusLines.length !== 1) problems.push(`${name}: ${statusLines.length} status lines, not one`);
    for (const line of lines) {
      if (STACKED_HEADING.test(line))
        problems.push(`${name}: "${line}" is an amendment stacked inside the record`);
    }
    const parsed: Parsed = {
      number,
      amendedBy: status?.[2] ? numbersIn(status[2]) : [],
      supersededBy: status?.[3] ? Number(status[3]) : null,
      amends: [],
      supersedes: [],
    };
    for (const match of firstParagraph(lines.slice(3)).matchAll(NAMES_EARLIER)) {
      (match[1] === 'Amends' ? parsed.amends : parsed.supersedes).push(...numbersIn(match[2] ?? ''));
    }
    // A second record of the same number is reported above; the first one keeps the number.
    if (!records.has(number)) records.set(number, parsed);
  }

  const pad = (n: number) => String(n).padStart(4, '0');
  for (const record of records.values()) {
    const later = [
      ...record.amendedBy.map((n) => ({ n, verb: 'Amends' as const })),
      ...(record.supersededBy === null ? [] : [{ n: record.supersededBy, verb: 'Supersedes' as const }]),
    ];
    for (const { n, verb } of later) {
      const other = records.get(n);
      if (!other) {
        problems.push(`${pad(record.number)}: its status names ${pad(n)}, which does not exist`);
        continue;
      }
      const named = verb === 'Amends' ? other.amends : other.supersedes;
      if (!named.includes(record.number)) {
        problems.push(`${pad(n)}: its first paragraph should say "${verb} decision ${pad(record.number)}"`);
      }
    }
    // The other way round: a record that says it amends one is named in that one's status.
    for (const n of record.amends) {
      const other = records.get(n);
      if (!other) problems.push(`${pad(record.number)}: it amends ${pad(n)}, which does not exist`);
      else if (!other.amendedBy.includes(record.number)) {
        problems.push(`${pad(n)}: its status should say "amended by ${pad(record.number)}"`);
      }
    }
    for (const n of record.supersedes) {
      const other = records.get(n);
      if (!other) problems.push(`${pad(record.number)}: it supersedes ${pad(n)}, which does not exist`);
      else if (other.supersededBy !== record.number) {
        problems.push(`${pad(n)}: its status should say "superseded by ${pad(record.number)}"`);
      }
    }
  }
  return problems;
}

function readFolder(): RecordFile[] {
  return fs
    .readdirSync(FOLDER)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(FOLDER, name), 'utf8') }));
}

const record = (name: string, ...lines: string[]): RecordFile => ({ name, text: `${lines.join('\n')}\n` });

describe('the decision records in docs/decisions', () => {
  const files = readFolder();

  it('follow the rules: unique numbers matching their titles, one status line, amendments named both ways', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(problemsOf(files)).toEqual([]);
  });

  it('keep the amendments that were stacked inside records as records of their own', () => {
    const text = (prefix: string) => files.find((f) => f.name.startsWith(`${prefix}-`))?.text ?? '';
    const moved: [string, string][] = [
      ['0102', '0004'],
      ['0103', '0021'],
      ['0104', '0021'],
      ['0105', '0021'],
      ['0106', '0021'],
      ['0107', '0022'],
      ['0108', '0025'],
      ['0109', '0025'],
      ['0110', '0075'],
      ['0111', '0089'],
    ];
    for (const [amending, amended] of moved) {
      expect(text(amending), amending).toContain(`Amends decision ${amended} (`);
      expect(text(amended).split('\n')[2], amended).toMatch(
        new RegExp(`^Status: accepted; amended by .*${amending}`),
      );
    }
    expect(text('0021')).not.toContain('front lane');
    expect(text('0106')).toContain('## Decision\n\n- **The front lane**');
    expect(text('0093')).toMatch(/^# 93\. People's names/);
  });
});

describe('the rules themselves', () => {
  const sound = [
    record('0001-first.md', '# 1. First', '', 'Status: accepted; amended by 0002', '', '## Context'),
    record(
      '0002-second.md',
      '# 2. Second',
      '',
      'Status: superseded by 0003',
      '',
      'Amends decision 0001 (issue 1).',
    ),
    record('0003-third.md', '# 3. Third', '', 'Status: accepted', '', 'Supersedes decision 0002 (issue 2).'),
  ];

  it('find nothing wrong in sound records', () => {
    expect(problemsOf(sound)).toEqual([]);
  });

  it('refuse two records with one number, and a title that disagrees with its file', () => {
    expect(problemsOf([...sound, record('0003-again.md', '# 4. Again', '', 'Status: accepted')])).toEqual([
      '0003-again.md: another record already has the number 0003',
      '0003-again.md: the title says 4, the file 0003',
    ]);
  });

  it('refuse a missing, misplaced, misworded or second status line', () => {
    const problems = problemsOf([
      record('0004-none.md', '# 4. None', '', 'Text.'),
      record('0005-late.md', '# 5. Late', '', 'Text.', '', 'Status: accepted'),
      record('0006-worded.md', '# 6. Worded', '', 'Status: partly replaced by 0001', ''),
      record('0007-two.md', '# 7. Two', '', 'Status: accepted', '', 'Status: accepted'),
    ]);
    expect(problems).toContain('0004-none.md: 0 status lines, not one');
    expect(problems.filter((p) => p.endsWith('then a blank line under the title'))).toHaveLength(3);
    expect(problems).toContain('0007-two.md: 2 status lines, not one');
  });

  it('refuse a status naming a record that does not exist or does not say it amends or supersedes', () => {
    const problems = problemsOf([
      record('0001-first.md', '# 1. First', '', 'Status: accepted; amended by 0002, 0009', ''),
      record('0002-second.md', '# 2. Second', '', 'Status: accepted', '', 'Builds on decision 0001.'),
      record('0003-third.md', '# 3. Third', '', 'Status: superseded by 0001', ''),
    ]);
    expect(problems).toEqual([
      '0002: its first paragraph should say "Amends decision 0001"',
      '0001: its status names 0009, which does not exist',
      '0001: its first paragraph should say "Supersedes decision 0003"',
    ]);
  });

  it('refuse a record that says it amends one whose status does not name it', () => {
    expect(
      problemsOf([
        record('0001-first.md', '# 1. First', '', 'Status: accepted', ''),
        record(
          '0002-second.md',
          '# 2. Second',
          '',
          'Status: accepted',
          '',
          'Amends decisions 0001 and 0003.',
        ),
      ]),
    ).toEqual([
      '0001: its status should say "amended by 0002"',
      '0002: it amends 0003, which does not exist',
    ]);
  });

  it('refuse an addendum or a further pass stacked inside a record', () => {
    expect(
      problemsOf([
        record('0001-first.md', '# 1. First', '', 'Status: accepted', '', '## Addendum (issue 9): more', ''),
        record('0002-second.md', '# 2. Second', '', 'Status: accepted', '', '## Second pass: faster', ''),
      ]),
    ).toEqual([
      '0001-first.md: "## Addendum (issue 9): more" is an amendment stacked inside the record',
      '0002-second.md: "## Second pass: faster" is an amendment stacked inside the record',
    ]);
  });
});
