import type { ReactNode } from 'react';

interface ClusterLeavesProps<T> {
  title: string;
  items: readonly T[];
  id: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** The popup of a cluster whose items share one spot: zooming cannot part them, so they are listed. */
export function ClusterLeaves<T>({ title, items, id, render }: ClusterLeavesProps<T>) {
  return (
    <div className="max-h-64 w-60 overflow-y-auto text-sm">
      <p className="!m-0 font-semibold text-slate-900">{title} here</p>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={id(item)}>{render(item)}</li>
        ))}
      </ul>
    </div>
  );
}
