'use client';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { checkDroppedSport } from '@/lib/admin/sport-file';
import type { JsonObject } from '@/lib/publishing/json-format';
import { cn } from '@/lib/ui/cn';
import { BuildProblems } from './build-problems';

/** Drop a sport file (data/sports/<slug>.json) to add it as a draft once it passes the build's check. */
export function SportDrop({ files, onAccept }: { files: Record<string, string>; onAccept: (record: JsonObject, slug: string, replaces: boolean) => void }) {
  const [problems, setProblems] = useState<string[]>([]);
  const [accepted, setAccepted] = useState('');
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/json': ['.json'] },
    multiple: false,
    onDropRejected: (rejections) => {
      setAccepted('');
      setProblems(rejections.map((r) => `${r.file.name}: a sport file is a .json file (data/sports/<slug>.json)`));
    },
    onDropAccepted: async ([file]) => {
      if (!file) return;
      const result = checkDroppedSport(file.name, await file.text(), files);
      if (!result.ok) {
        setAccepted('');
        setProblems(result.problems);
        return;
      }
      setProblems([]);
      onAccept(result.record, result.slug, result.replaces);
      setAccepted(`${file.name} passed the build's check and is ${result.replaces ? 'a change of' : 'a new'} draft sport ${result.slug}.`);
    },
  });
  return (
    <div className="space-y-2">
      <div
        {...getRootProps({
          className: cn('rounded-2xl border-2 border-dashed border-slate-400 p-6 text-center text-slate-800', isDragActive && 'border-brand-700 bg-brand-50'),
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Sport file (.json)' })} />
        <p>Drop a sport file (.json) here, or press to choose one. It is checked as the build checks data/sports.</p>
      </div>
      <p role="status" className="font-semibold text-emerald-800 empty:hidden">
        {accepted}
      </p>
      <BuildProblems what="this sport file" problems={problems} />
    </div>
  );
}
