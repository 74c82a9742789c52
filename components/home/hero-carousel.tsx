'use client';
import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import type { Site } from '@/lib/schemas/site';
import { CAROUSEL_INTERVAL_MS } from '@/lib/ui/rotation';
import { assetPath } from '@/lib/url/paths';
import { cn } from '@/lib/ui/cn';
import { useRotation } from './use-rotation';
import { useDrawnSlides } from './use-drawn-slides';
import { PauseButton } from './pause-button';

/** Hero carousel: three slides, 5 s each, previous/next, dots, pause; still under reduced motion. Each slide's
 * illustration sits beside its words (under them on a narrow screen), never behind them. */
export function HeroCarousel({ slides, heading }: { slides: Site['slides']; heading: string }) {
  const { index, setIndex, next, prev, paused, setPaused, running, holdProps } = useRotation(slides.length, CAROUSEL_INTERVAL_MS);
  const isDrawn = useDrawnSlides(index, slides.length, running, CAROUSEL_INTERVAL_MS);
  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="relative overflow-hidden bg-night text-white" {...holdProps}>
      {/* Without JavaScript the slides cannot rotate, so every slide is shown, one under the other.
          (Not the hidden attribute: Tailwind's base layer hides [hidden] with !important.) */}
      <noscript>
        <style>{'[data-slide]{visibility:visible!important;grid-area:auto!important}[data-slide-placeholder]{display:none}'}</style>
      </noscript>
      <div className="container-page pt-10 lg:pt-12">
        <h1 className="text-sm font-bold tracking-widest text-pink-100 uppercase">{heading}</h1>
      </div>
      {/* The slides share one grid cell, the others kept invisible, so the hero is as tall as its tallest
          slide and the page below does not move when a slide with longer words comes round. */}
      <div className="grid">
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
            data-slide=""
            className={cn('[grid-area:1/1]', i !== index && 'invisible')}
          >
            {/* Words first, the illustration beside them on a wide screen and under them on a narrow one: never behind them. */}
            <div className="container-page grid items-center gap-8 pt-3 pb-6 lg:min-h-[26rem] lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)] lg:gap-12 lg:pb-10">
              <div>
                <h2 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-6xl lg:text-5xl xl:text-6xl">{slide.title}</h2>
                <p className="mt-4 max-w-xl text-lg text-white/95">{slide.text}</p>
                <div className="mt-8">
                  <Link
                    href={slide.cta.href}
                    className="inline-flex min-h-11 items-center rounded-full bg-accent-700 px-7 py-3 font-semibold text-white hover:bg-accent-600"
                  >
                    {slide.cta.label}
                  </Link>
                </div>
              </div>
              {isDrawn(i) ? (
                <SlidePicture slide={slide} first={i === 0} />
              ) : (
                <>
                  {/* Not drawn until its turn comes near (use-drawn-slides); without JavaScript every slide shows its picture. */}
                  <noscript>
                    <SlidePicture slide={slide} first={false} />
                  </noscript>
                  <div data-slide-placeholder="" aria-hidden="true" className="aspect-[2/1] w-full rounded-3xl bg-white/5 ring-1 ring-white/10" />
                </>
              )}
            </div>
          </div>
        ))}
      </div>
      {/* Under the slides, not over them: on a narrow screen or with large text the controls wrap onto
          more rows, and every row stays on screen and clear of the slide's words. */}
      <div className="js-only pb-3">
        <div className="container-page flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                className="grid size-11 place-items-center"
              >
                <span className={cn('block size-3 rounded-full border-2 border-white', i === index ? 'bg-white' : 'bg-transparent')} />
              </button>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <PauseButton paused={paused} onToggle={() => setPaused(!paused)} what="slides" />
            <button
              type="button"
              onClick={prev}
              aria-label="Previous slide"
              className="grid size-11 place-items-center rounded-full bg-black/40 hover:bg-black/60"
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M12 4l-6 6 6 6" />
              </svg>
            </button>
            <button type="button" onClick={next} aria-label="Next slide" className="grid size-11 place-items-center rounded-full bg-black/40 hover:bg-black/60">
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M8 4l6 6-6 6" />
              </svg>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function SlidePicture({ slide, first }: { slide: Site['slides'][number]; first: boolean }) {
  return (
    <Img
      src={assetPath(slide.image)}
      alt={slide.alt}
      width={1200}
      height={600}
      priority={first}
      fetchPriority={first ? 'high' : 'low'}
      className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
    />
  );
}
