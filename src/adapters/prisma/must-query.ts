/**
 * The tsquery the entities a question names make: every entity held, each by any of its names
 * ("Postgres.js" or the folder name `postgres` its own pages go by), each name by all its lexemes.
 * Lexemes come normalised from `to_tsvector('english', …)`, so the query is read with the 'simple'
 * configuration, which takes them as they are.
 */
export function mustQueryText(entities: readonly (readonly (readonly string[])[])[]): string {
  const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  return entities
    .map((names) => names.filter((lexemes) => lexemes.length > 0))
    .filter((names) => names.length > 0)
    .map(
      (names) => `(${names.map((lexemes) => `(${lexemes.map(quoted).join(" & ")})`).join(" | ")})`,
    )
    .join(" & ");
}
