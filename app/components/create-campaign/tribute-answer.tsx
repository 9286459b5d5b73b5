import { useState } from 'react';
import { m } from '../../../paraglide/messages';
import { requestJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { inputClass } from '../forms/text-field';
import type { StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

/** An optional tribute, with "Help me find words". */
export function TributeAnswer({ answers, update, next, inputId, describedBy }: StepInputProps) {
  const [generating, setGenerating] = useState(false);
  const { t } = useMessages();
  const findWords = async () => {
    if (!answers.deceasedName.trim()) {
      toast({
        title: t(m.create_info_needed),
        description: t(m.create_name_first),
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    try {
      const relationship =
        answers.organizerRelationship === 'other'
          ? answers.organizerRelationshipOther
          : answers.organizerRelationship || 'family member';
      const { tribute } = await requestJson<{ tribute: string }>('POST', '/api/ai/generate-tribute', {
        deceasedName: answers.deceasedName,
        relationship,
        birthYear: answers.deceasedBirthYear || undefined,
        dateOfPassing: answers.deceasedDateOfPassing || undefined,
        location: answers.deceasedLocation || undefined,
      });
      update({ tribute });
      toast({ title: t(m.create_tribute_generated), description: t(m.create_tribute_edit) });
    } catch {
      toast({
        title: t(m.create_error_title),
        description: t(m.create_tribute_failed),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {t(m.create_tribute_label)}
      </label>
      <textarea
        id={inputId}
        rows={7}
        maxLength={10_000}
        value={answers.tribute}
        onChange={(event) => update({ tribute: event.target.value })}
        aria-describedby={describedBy}
        className={inputClass}
        autoFocus
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="button-secondary min-h-10 text-sm"
          onClick={findWords}
          disabled={generating}
        >
          {t(generating ? m.create_finding_words : m.create_find_words)}
        </button>
        {!answers.tribute.trim() && (
          <button type="button" className={linkButtonClass} onClick={next}>
            {t(m.create_skip_question)}
          </button>
        )}
      </div>
    </div>
  );
}
