const BAR_COLOR = { planned: 'bg-stone-500', raised: 'bg-green-700', spent: 'bg-amber-600' } as const;

export interface BudgetFigure {
  key: keyof typeof BAR_COLOR;
  label: string;
  /** Formatted, in the campaign's currency: the figure is the information, the bar only its picture. */
  amount: string;
  /** 0–100, of the largest of the figures. */
  width: number;
}

/**
 * Planned against raised against spent (issue 34), one row each: the words and amounts say it all, the bars only
 * draw it (aria-hidden), so neither color nor length is needed to read it. No state, no script: it is rendered to
 * static HTML on the campaign page and as part of the family's budget page.
 */
export function BudgetBar({ figures }: { figures: BudgetFigure[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {figures.map((figure) => (
        <li key={figure.key} data-figure={figure.key}>
          <p className="flex flex-wrap justify-between gap-x-2 text-sm">
            <span className="text-stone-700">{figure.label}</span>{' '}
            <strong className="font-semibold text-stone-900">{figure.amount}</strong>
          </p>
          <div aria-hidden="true" className="mt-1 h-3 w-full rounded-full bg-stone-100">
            <div
              className={`h-3 rounded-full ${BAR_COLOR[figure.key]}`}
              style={{ width: `${Math.max(0, Math.min(100, figure.width))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
