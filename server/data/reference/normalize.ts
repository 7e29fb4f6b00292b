/**
 * The form names are compared in: lower case, accents and punctuation removed, '&' as 'and',
 * single spaces. "Nott'm Forest", "Nottm Forest" and "nottm  forest" all meet here.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
