'use client';

/** Visible pause/play control for anything that moves on its own (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, what, className }: { paused: boolean; onToggle: () => void; what: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={className ?? 'rounded-full bg-black/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black/60 focus-visible:outline-white'}
    >
      {paused ? `Play ${what}` : `Pause ${what}`}
    </button>
  );
}
