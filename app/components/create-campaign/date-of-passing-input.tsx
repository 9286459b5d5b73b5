import { useId, useState } from 'react';
import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { inputClass } from '../forms/text-field';
import { LabelledSelect } from './labelled-fields';
import { localDatePlus } from './local-date';
import type { StepInputProps } from './step-input-props';
import { fieldOf } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

/** "YYYY-MM" values for the last `count` months, newest first, each named in `locale`. */
function lastMonths(count: number, locale: Locale, now = new Date()) {
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - index, 1));
    return { value: date.toISOString().slice(0, 7), label: monthLabel.format(date) };
  });
}

type Mode = 'month' | 'date' | 'recent-month';

interface DateOfPassingInputProps {
  value: string;
  onChange(value: string): void;
  describedBy: string;
}

/**
 * Spec part 1 §2 step 7: a month-and-year dropdown (last 120 months), or a date picker with a "just the month and
 * year" alternative (last 24 months).
 */
export function DateOfPassingInput({ value, onChange, describedBy }: DateOfPassingInputProps) {
  const [mode, setMode] = useState<Mode>(value.length === 10 ? 'date' : 'month');
  const id = useId();
  const { t, locale } = useMessages();
  if (mode === 'date') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {t(m.create_label_date_of_passing)}
        </label>
        <input
          id={id}
          type="date"
          min="1900-01-01"
          max={localDatePlus(0)}
          value={value.length === 10 ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          className={inputClass}
          autoFocus
        />
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => {
            setMode('recent-month');
            onChange('');
          }}
        >
          {t(m.create_date_month_only)}
        </button>
      </div>
    );
  }
  const months = lastMonths(mode === 'month' ? 120 : 24, locale);
  return (
    <div>
      <LabelledSelect
        id={id}
        label={t(m.create_date_month_label)}
        emptyLabel={t(m.create_date_choose_month)}
        options={months}
        value={value.length === 7 ? value : ''}
        onChange={onChange}
        describedBy={describedBy}
      />
      <button
        type="button"
        className={linkButtonClass}
        onClick={() => {
          setMode('date');
          onChange('');
        }}
      >
        {t(m.create_date_exact)}
      </button>
    </div>
  );
}

/** Step 7: the date of passing. */
export function DateOfPassingAnswer(props: StepInputProps) {
  const { value, set } = fieldOf(props);
  return <DateOfPassingInput value={value} onChange={set} describedBy={props.describedBy} />;
}
