import { Button } from '@/components/ui/button';
import { PublishSection } from './publish-section';

/** Publish as a zip: the changed files under their repository paths and CHANGES.txt, for any browser. */
export function ZipPublish({ onDownload, failed }: { onDownload: () => void; failed: boolean }) {
  return (
    <PublishSection id="publish-zip" title="Download a zip">
      <p className="text-slate-800">The changed files under their paths in the repository, and CHANGES.txt saying what changed. Works in every browser.</p>
      <Button className="mt-3" variant="outline" onClick={onDownload}>
        Download the zip
      </Button>
      {failed && (
        <p role="alert" className="mt-3 text-red-800">
          The zip could not be made (the console&rsquo;s code for it did not load). Check the connection and try again.
        </p>
      )}
    </PublishSection>
  );
}
