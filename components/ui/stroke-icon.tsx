import type { ReactNode } from 'react';

/** A decorative line icon on a 24-unit grid, drawn in the text colour (its shapes are the children). */
export function StrokeIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
