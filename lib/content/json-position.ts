/**
 * Where a data file's JSON breaks, in the words an editor can act on: the line and column (and the
 * line itself), not an offset into the file. Pure and browser-safe: the build (./check.ts
 * parseContent) and the admin console say the same thing about the same file.
 */

/** The line and column (both from 1) of an offset into `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * The offset of the first character JSON's grammar refuses in `text` (its length when the text ends
 * too soon), or undefined when it reads. Used when the engine's message gives no position (V8 says
 * only `Unexpected token '}', "{"a": tru}" is not valid JSON` for a misspelt `true`).
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (at = i): never => {
    throw new SyntaxAt(at);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const digits = (required: boolean) => {
    const start = i;
    while (i < text.length && text[i]! >= '0' && text[i]! <= '9') i++;
    if (required && i === start) fail();
  };
  const string = () => {
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      if (c === '"') return void i++;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i + 2);
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(i + 1);
      } else i++;
    }
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') {
      i++;
      if (text[i]! >= '0' && text[i]! <= '9') fail();
    } else digits(true);
    if (text[i] === '.') {
      i++;
      digits(true);
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits(true);
    }
  };
  const items = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === ',') {
        i++;
        space();
      } else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{')
      items('}', () => {
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    else if (c === '[') items(']', value);
    else if (c === '"') string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else {
      const word = ['true', 'false', 'null'].find((w) => w[0] === c);
      if (!word) fail();
      for (const letter of word!) if (text[i++] !== letter) fail(i - 1);
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.at;
    throw error;
  }
}

class SyntaxAt {
  constructor(readonly at: number) {}
}

/** The engine's reason without its own position or quoted source: "Expected ',' or '}' after property value". */
function reasonOf(message: string): string {
  return (
    message
      .replace(/^JSON\.parse: /, '')
      .replace(/ (in JSON )?at position \d+.*$/, '')
      .replace(/ at line \d+ column \d+ of the JSON data$/, '')
      .replace(/, ("|\.\.\.")[\s\S]*is not valid JSON$/, '')
      // A line break or tab as the unexpected token, written so the message stays on one line.
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\t/g, '\\t')
  );
}

/**
 * What is wrong with a file's JSON, by line and column, quoting the line:
 * `not valid JSON at line 3, column 3: Expected ',' or '}' after property value (line 3: "b": 2)`.
 * `error` is what JSON.parse threw on `text`.
 */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = reasonOf(message);
  // The engine's own position when it gives one (V8: "at position 11"; Firefox: "at line 3 column 3"),
  // else where the grammar stops.
  const at = /at position (\d+)/.exec(message);
  const lineCol = /at line (\d+) column (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : jsonErrorOffset(text);
  const where = lineCol ? { line: Number(lineCol[1]), column: Number(lineCol[2]) } : offset === undefined ? undefined : lineAndColumn(text, offset);
  if (!where) return `not valid JSON: ${reason}`;
  const { line, column } = where;
  const quoted = (text.split('\n')[line - 1] ?? '').trim();
  const shown = quoted.length > 80 ? `${quoted.slice(0, 77)}...` : quoted;
  return `not valid JSON at line ${line}, column ${column}: ${reason}${shown ? ` (line ${line}: ${shown})` : ''}`;
}
