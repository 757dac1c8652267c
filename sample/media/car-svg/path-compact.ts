// SVG path minifier: re-emits every command as the shorter of its absolute and relative forms.

const ARGC: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, Q: 4, A: 7, Z: 0 };

/** One decimal at most, without a leading zero (0.5 -> .5, -0.5 -> -.5). */
export function num(n: number): string {
  const t = String(Math.round(n * 10) / 10);
  if (t.startsWith('0.')) return t.slice(1);
  if (t.startsWith('-0.')) return '-' + t.slice(2);
  return t;
}

function joinNums(ns: readonly number[]): string {
  let out = '';
  for (let i = 0; i < ns.length; i++) {
    const t = num(ns[i] as number);
    out += i > 0 && t.charCodeAt(0) !== 45 /* - */ ? ' ' + t : t;
  }
  return out;
}

export function compactPath(d: string): string {
  const toks = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let out = '';
  let last = '';
  let cmd = '';
  let first = true;
  // `body` is joinNums of the segment's numbers (never empty: Z is handled apart).
  const emit = (letter: string, body: string): void => {
    const implicit = letter === last || (last === 'M' && letter === 'L') || (last === 'm' && letter === 'l');
    if (implicit && letter !== 'M' && letter !== 'm') {
      out += body.startsWith('-') ? body : ' ' + body;
    } else {
      out += letter + body;
    }
    last = letter;
  };
  while (i < toks.length) {
    const t = toks[i] as string;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
    } else if (cmd === 'M') cmd = 'L';
    else if (cmd === 'm') cmd = 'l';
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARGC[up];
    if (n === undefined) throw new Error(`Unsupported path command ${cmd}`);
    const a = toks.slice(i, i + n).map(Number);
    i += n;
    if (up === 'Z') {
      out += last === 'Z' ? '' : 'Z';
      last = 'Z';
      cx = sx;
      cy = sy;
      if (i < toks.length && !/[a-zA-Z]/.test(toks[i] as string)) throw new Error('Bad path data after Z');
      continue;
    }
    // Absolute coordinates of this segment.
    const abs = a.slice();
    if (up === 'H') abs[0] = (rel ? cx : 0) + (a[0] as number);
    else if (up === 'V') abs[0] = (rel ? cy : 0) + (a[0] as number);
    else if (up === 'A') {
      abs[5] = (rel ? cx : 0) + (a[5] as number);
      abs[6] = (rel ? cy : 0) + (a[6] as number);
    } else {
      for (let j = 0; j < n; j += 2) {
        abs[j] = (rel ? cx : 0) + (a[j] as number);
        abs[j + 1] = (rel ? cy : 0) + (a[j + 1] as number);
      }
    }
    const r = abs.slice();
    if (up === 'H') r[0] = (abs[0] as number) - cx;
    else if (up === 'V') r[0] = (abs[0] as number) - cy;
    else if (up === 'A') {
      r[5] = (abs[5] as number) - cx;
      r[6] = (abs[6] as number) - cy;
    } else {
      for (let j = 0; j < n; j += 2) {
        r[j] = (abs[j] as number) - cx;
        r[j + 1] = (abs[j + 1] as number) - cy;
      }
    }
    const absText = joinNums(abs);
    const relText = first ? '' : joinNums(r);
    const useRel = !first && relText.length < absText.length;
    emit(useRel ? up.toLowerCase() : up, useRel ? relText : absText);
    first = false;
    if (up === 'H') cx = abs[0] as number;
    else if (up === 'V') cy = abs[0] as number;
    else {
      cx = abs[n - 2] as number;
      cy = abs[n - 1] as number;
    }
    if (up === 'M') {
      sx = cx;
      sy = cy;
    }
  }
  return out;
}

/**
 * compactPath with a bounded memo. The same path data recurs across documents: the backdrop and
 * interior scenery are static, and a vehicle's geometry at a given yaw is the same in every colour.
 */
const compacted = new Map<string, string>();
const MEMO_LIMIT = 20_000;

export function compactPathCached(d: string): string {
  let out = compacted.get(d);
  if (out === undefined) {
    out = compactPath(d);
    if (compacted.size >= MEMO_LIMIT) compacted.clear();
    compacted.set(d, out);
  }
  return out;
}
