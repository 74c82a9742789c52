/** Text matched as itself inside a regular expression: every character a pattern reserves escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
