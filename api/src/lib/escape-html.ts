/** Text for an HTML attribute or element: the five characters HTML gives a meaning to, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
