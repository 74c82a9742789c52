/**
 * The polite screen-reader voice of a live page: the visitor's own actions (vote counted, message
 * sent, live, ended) and a summary of others' chat at most every 30 s. Nothing else is announced.
 */
export function LiveAnnouncer({ announcement }: { announcement: { id: number; text: string } | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
    </div>
  );
}
