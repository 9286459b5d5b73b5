import { useState } from 'react';
import { requestJson } from '../../lib/api-request';
import { toast } from '../../lib/toast';
import { inputClass } from '../forms/text-field';
import type { StepInputProps } from './step-input-props';
import { linkButtonClass } from './wizard-styles';

/** An optional tribute, with "Help me find words". */
export function TributeAnswer({ answers, update, next, inputId, describedBy }: StepInputProps) {
  const [generating, setGenerating] = useState(false);
  const findWords = async () => {
    if (!answers.deceasedName.trim()) {
      toast({
        title: 'Information needed',
        description: "Please provide your loved one's name first.",
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
      toast({ title: 'Tribute generated', description: 'Feel free to edit or personalize it further.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate tribute. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        Tribute (optional)
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
          {generating ? 'Finding words…' : 'Help me find words'}
        </button>
        {!answers.tribute.trim() && (
          <button type="button" className={linkButtonClass} onClick={next}>
            skip this question
          </button>
        )}
      </div>
    </div>
  );
}
