/**
 * Text that PostgreSQL can store exactly. A JavaScript string may hold a lone UTF-16 surrogate
 * ("\ud800" in a JSON variable) or NUL; on the way into the database the first becomes U+FFFD and
 * the second is refused. Anything hashed must be hashed as it will be stored, so such text is
 * either rejected at the boundary or made storable before it is hashed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/g;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Lone surrogates and NUL replaced by U+FFFD: exactly what the database keeps. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** Every string inside a JSON-like value made storable; other values unchanged. */
export function storable<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map((v) => storable(v)) as T;
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storableText(k), storable(v)]),
    ) as T;
  }
  return value;
}

/** The first ill-formed string inside a JSON-like value, as a path ("variables.input.question"). */
export function findIllFormed(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isWellFormed(value) ? null : path || "(value)";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findIllFormed(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (!isWellFormed(k)) return `${path}.${k}`;
      const hit = findIllFormed(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}
