export interface CookieRow {
  name: string;
  purpose: string;
  duration: string;
}

/** Cookies or storage keys as a table on wide screens and a list of cards on phones. */
export function CookieTable({ caption, rows }: { caption: string; rows: CookieRow[] }) {
  return (
    <>
      <ul aria-label={caption} className="!mt-4 !list-none !pl-0 sm:hidden">
        {rows.map((row) => (
          <li key={row.name} className="!mt-3 rounded-lg border border-slate-200 p-4 text-sm">
            <p className="break-all font-mono text-xs font-semibold text-slate-900">{row.name}</p>
            <p className="mt-2">{row.purpose}</p>
            <p className="mt-2 text-slate-500">
              <span className="font-medium text-slate-700">Duration:</span> {row.duration}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-lg border border-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Duration
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-4 py-3 font-mono text-xs font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="min-w-48 px-4 py-3">{row.purpose}</td>
                <td className="min-w-32 px-4 py-3">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
