// The package ships its declarations as "index.ts.d" while package.json names "index.d.ts".
declare module "unicode-confusables" {
  export function isConfusing(text: string): boolean;
  export function rectifyConfusion(text: string): string;
}
