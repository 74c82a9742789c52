import { Button } from '@/components/ui/button';

/** The drop area's box: the same for the drop area and its stand-in, so nothing moves when it loads. */
export const DROPZONE_BOX = 'mt-3 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center';
export const DROPZONE_PROMPT = 'Drag photos or videos here, or';

/**
 * What stands in the drop area while its code loads (same box, text and button size), or, when that
 * code cannot be fetched, says so and offers Retry. Uploads are optional: the form works without them.
 */
export function UploadDropzoneStandIn({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <div role="alert" className={`${DROPZONE_BOX} border-red-200 bg-red-50 text-red-900`}>
        <p>The file picker could not be loaded (are you offline?). Photos and videos are optional: you can join without them.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className={`${DROPZONE_BOX} border-slate-300 bg-slate-50`} aria-busy="true">
      {/* Where the drop area has its file input (react-dropzone draws it 0 px high, but it takes a gap). */}
      <span aria-hidden="true" className="block h-0" />
      <p className="text-slate-700">{DROPZONE_PROMPT}</p>
      <Button variant="outline" size="sm" disabled>
        Choose files<span className="sr-only"> (loading)</span>
      </Button>
    </div>
  );
}
