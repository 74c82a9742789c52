'use client';
import type { ComponentProps } from 'react';
import { Button, type ButtonVariants } from '@/components/ui/button';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

/**
 * A form's submit button, disabled until the page's scripts run. Before then (JavaScript off, or not
 * loaded yet on a venue's slow signal) a press, or Enter in a field, would send the form the browser's
 * way: a GET that writes every field, a password too, into the address, its history and the host's
 * logs, and loses what was typed. A disabled default button makes the browser send nothing.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'> & ButtonVariants) {
  const ready = useHasHydrated();
  return <Button type="submit" disabled={!ready || disabled} {...props} />;
}
