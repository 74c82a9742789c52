import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import type { HomeHighlight } from '@/lib/content/sports';
import { formatNumber } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { articleHref } from '@/lib/news/articles';
import { HighlightPlayer } from './highlight-player';

/** Highlight videos: a player dialog where the item has a video, else a link to its recap article (no dead control). */
export function HighlightVideos({ highlights }: { highlights: HomeHighlight[] }) {
  return (
    <section
      aria-labelledby="highlights"
      className="render-when-near bg-night py-16 text-white [--near-height:1450px] md:[--near-height:600px] lg:[--near-height:640px]"
    >
      <div className="container-page">
        <div className="mb-8 max-w-2xl">
          <h2 id="highlights" className="text-3xl font-extrabold tracking-tight">
            Highlight Videos
          </h2>
          <p className="mt-2 text-lg text-white/85">The plays everyone is talking about.</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {highlights.map((h) => (
            <li key={h.title} className="overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10">
              <div className="relative">
                {/* The still shows a play button: without a video it leads where the text link does (out of the
                    tab order, which has that link), and no running time is claimed for a video the site lacks. */}
                <Img src={assetPath(h.image)} alt={h.alt} width={800} height={450} className="aspect-video w-full object-cover" />
                {!h.videoUrl && h.articleSlug ? (
                  <Link href={articleHref(h.articleSlug)} tabIndex={-1} aria-hidden="true" className="absolute inset-0" data-still-link="" />
                ) : null}
                {h.videoUrl ? <span className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-0.5 text-xs font-semibold">{h.duration}</span> : null}
              </div>
              <div className="p-5">
                <p className="text-sm font-semibold text-pink-200">{h.sportName}</p>
                <h3 className="mt-1 text-lg font-bold">{h.title}</h3>
                <p className="mt-1 text-sm text-white/80">{formatNumber(h.views)} views</p>
                <div className="mt-4">
                  {h.videoUrl ? (
                    <HighlightPlayer title={h.title} videoUrl={h.videoUrl} poster={assetPath(h.image)} />
                  ) : h.articleSlug ? (
                    <Link href={articleHref(h.articleSlug)} className="font-semibold text-pink-200 underline hover:text-white">
                      Read the recap<span className="sr-only">: {h.title}</span>
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
