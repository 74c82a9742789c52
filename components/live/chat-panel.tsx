'use client';
import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH } from '@/lib/live/constants';
import { charactersLeft, checkChatMessage, type ChatMessage } from '@/lib/live/session';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';

/**
 * Live chat: trimmed, at least one visible character, at most 200 characters as a person counts them,
 * at most five messages in ten seconds (slow mode says how long to wait), cleared after send. Messages are
 * rendered as text only. The list is not a live region: new messages are summarised by the page's
 * announcer instead, so screen readers are not flooded.
 */
export const ChatPanel = memo(function ChatPanel({
  messages,
  live,
  onSend,
}: {
  messages: ChatMessage[];
  live: boolean;
  onSend: (text: string) => string | null;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  const left = charactersLeft(value);

  useEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const check = checkChatMessage(value);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    const refusal = onSend(check.text);
    if (refusal !== null) {
      setError(refusal);
      return;
    }
    setValue('');
    setError(null);
    stickToBottom.current = true;
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col rounded-2xl bg-night p-5 text-white">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Live Chat
      </h2>
      <ol
        ref={listRef}
        aria-label="Chat messages"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        className="mt-3 h-80 space-y-2 overflow-y-auto rounded-xl bg-white/5 p-3 text-sm lg:h-96"
      >
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              'rounded-lg px-3 py-2 wrap-anywhere',
              m.type === 'system' && 'border-l-4 border-sky-300 bg-sky-950/60 text-sky-50 italic',
              m.type === 'vote' && 'border-l-4 border-emerald-300 bg-emerald-950/60 text-emerald-50',
              m.type === 'chat' && 'bg-white/5',
            )}
          >
            {m.type === 'system' ? (
              <span className="mr-1 font-bold not-italic">Live update:</span>
            ) : m.type === 'vote' ? (
              <span className="mr-1 font-bold">Vote:</span>
            ) : (
              <span className={cn('mr-1 font-bold', m.isContestant ? 'text-pink-200' : 'text-brand-200')}>
                {m.username}
                {m.isContestant ? <span className="ml-1 rounded bg-white px-1 text-[0.65rem] font-bold text-accent-700 uppercase">Athlete</span> : null}:
              </span>
            )}{' '}
            <span>{m.message}</span>
          </li>
        ))}
      </ol>
      <form onSubmit={onSubmit} noValidate className="js-only mt-3">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold">
          Chat message
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-input`}
            type="text"
            // No intrinsic width of 20 characters: on a 320 px phone it widened the page.
            size={1}
            autoComplete="off"
            value={value}
            placeholder={live ? 'Message as competitor...' : 'Cheer on the athletes...'}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count ${id}-error`}
            className="min-h-11 min-w-0 flex-1 rounded-full border-0 bg-white px-4 text-ink placeholder:text-slate-600"
          />
          <Button type="submit" variant="accent">
            Send
          </Button>
        </div>
        <p id={`${id}-count`} className={cn('mt-1 text-xs', left < 0 ? 'font-bold text-pink-200' : 'text-white/80')}>
          {left >= 0
            ? `${left} of ${CHAT_MAX_LENGTH} characters left`
            : `${-left} ${-left === 1 ? 'character' : 'characters'} over the ${CHAT_MAX_LENGTH}-character limit`}
        </p>
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm font-semibold text-pink-200">
          {error}
        </p>
      </form>
      <noscript>
        <p className="mt-3 text-sm text-white/85">Chatting and voting need JavaScript, which is turned off in this browser.</p>
      </noscript>
    </section>
  );
});
