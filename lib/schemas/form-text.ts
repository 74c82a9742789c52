// zod/mini: form fields checked in the browser.
import * as z from '@/lib/zod/mini';

/** A bound of a text field and what the form says when it is crossed. */
type Bound = readonly [length: number, error: string];

/** Form text, trimmed, of `min` to `max` characters; each bound says its own message. */
export function trimmedText([minLength, minError]: Bound, [maxLength, maxError]: Bound) {
  return z.string().check(z.trim(), z.minLength(minLength, { error: minError }), z.maxLength(maxLength, { error: maxError }));
}
