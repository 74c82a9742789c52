'use client';
import { useState } from 'react';
import { eventFigures } from '@/lib/admin/figures';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import type { AdminEvent } from '@/lib/schemas/admin';
import type { SportLink } from '@/lib/schemas/sport';
import { useAdminStore } from '@/lib/stores/admin-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EventForm } from './event-form';

export function AdminEvents({ sports, sportName }: { sports: SportLink[]; sportName: (slug: string) => string }) {
  const events = useAdminStore((s) => s.events);
  const orders = useOrdersStore((s) => s.orders);
  const { addEvent, updateEvent, deleteEvent } = useAdminStore.getState();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [message, setMessage] = useState('');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold">Events ({events.length})</h3>
        <Dialog title="New event" open={creating} onOpenChange={setCreating} trigger={<Button>New Event</Button>}>
          <EventForm
            sports={sports}
            submitLabel="Create event"
            onSave={(e) => {
              addEvent(e);
              setCreating(false);
              setMessage(`Created ${e.title}`);
            }}
          />
        </Dialog>
      </div>
      <p role="status" className="font-semibold text-emerald-800 empty:hidden">
        {message}
      </p>
      {events.length ? (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {events.map((e) => {
            const f = eventFigures(e, orders);
            return (
              <li key={e.id} className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center">
                <div>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{e.title}</span>
                    <Badge tone={e.status === 'active' ? 'accent' : 'brand'}>{e.status === 'active' ? 'Active' : 'Upcoming'}</Badge>
                  </p>
                  <p className="text-sm text-slate-700">
                    {sportName(e.sport)} · {formatDate(e.startDate)} to {formatDate(e.endDate)} · prize {formatUSD(e.prize)} · {formatNumber(f.ticketsSold)}{' '}
                    tickets sold · {formatUSD(f.revenue)} revenue
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(e)} aria-label={`Edit ${e.title}`}>
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Delete ${e.title}`}
                    onClick={() => {
                      deleteEvent(e.id);
                      setMessage(`Deleted ${e.title}`);
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">No events. Create one with New Event.</p>
      )}
      <Dialog title="Edit event" open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <EventForm
            sports={sports}
            submitLabel="Save changes"
            initial={{ ...editing }}
            onSave={(e) => {
              updateEvent(editing.id, e);
              setEditing(null);
              setMessage(`Saved ${e.title}`);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
