/** @jest-environment node */
import { describeJsonError, jsonErrorOffset, lineAndColumn } from '@/lib/content/json-position';
import { parseContent } from '@/lib/content/check';
import { sportSchema } from '@/lib/schemas/sport';

/** What JSON.parse threw on `text`. */
function thrown(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('expected the text not to read');
}

const missingComma = ['{', '  "id": 3,', '  "slug": "soccer"', '  "name": "Soccer"', '}'].join('\n');

describe('a data file that is not valid JSON', () => {
  it('names the file, the line and column, the reason and the line itself (a missing comma)', () => {
    expect(() => parseContent('data/events.json', missingComma, sportSchema)).toThrow(
      new Error(`data/events.json: not valid JSON at line 4, column 3: Expected ',' or '}' after property value (line 4: "name": "Soccer")`),
    );
  });

  it('finds the place when the engine gives no position (a comma before a list’s end)', () => {
    const text = '{\n  "tags": [1, 2,]\n}';
    expect(describeJsonError(text, thrown(text))).toBe(`not valid JSON at line 2, column 17: Unexpected token ']' (line 2: "tags": [1, 2,])`);
  });

  it('keeps the message on one line when the unexpected token is a line break (a misspelt true)', () => {
    const text = '{\n  "featured": tru\n}';
    expect(describeJsonError(text, thrown(text))).toBe(`not valid JSON at line 2, column 18: Unexpected token '\\n' (line 2: "featured": tru)`);
  });

  it('points at the end of a file cut short, on its last line', () => {
    const text = '{\n  "id": 1,';
    expect(describeJsonError(text, thrown(text))).toBe('not valid JSON at line 2, column 11: Expected double-quoted property name (line 2: "id": 1,)');
    expect(describeJsonError('', thrown(''))).toBe('not valid JSON at line 1, column 1: Unexpected end of JSON input');
  });

  it('reads a browser’s line and column when its message gives them', () => {
    const firefox = new SyntaxError("JSON.parse: expected ',' or '}' after property value in object at line 4 column 3 of the JSON data");
    expect(describeJsonError(missingComma, firefox)).toBe(
      `not valid JSON at line 4, column 3: expected ',' or '}' after property value in object (line 4: "name": "Soccer")`,
    );
  });
});

describe('jsonErrorOffset', () => {
  // Where V8 gives a position, the grammar walk finds the same one.
  const broken = [
    missingComma,
    '{ "a": 1,',
    '{"a": 1,}',
    '{"a": 1} x',
    '{"a": "x\ty"}',
    '{a:1}',
    '[1 2]',
    '{"a": 01}',
    '{"a": -}',
    '{"a": "\\q"}',
    '{"a": 1.}',
  ];
  it.each(broken)('stops where JSON.parse stops: %j', (text) => {
    const message = (thrown(text) as Error).message;
    const position = Number(/at position (\d+)/.exec(message)![1]);
    expect(jsonErrorOffset(text)).toBe(position);
  });

  it('stops at a misspelt word or a comma before the end of a list, where V8 gives no position', () => {
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
    expect(jsonErrorOffset('{"a": [1, 2,]}')).toBe(12);
  });

  it('finds nothing wrong in JSON that reads', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e+3, true, false, null, "x\\u00e9\\n"], "b": {}} ', '0']) expect(jsonErrorOffset(text)).toBeUndefined();
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
